import { z } from 'zod';
import { encodeRule } from '../validation/messages.js';
import { sessionSettingsSchema } from './settings.js';

/** REST calls around a live session: create it, read its public summary, export its results. */

export const pinSchema = z
  .string({ error: encodeRule('required') })
  .regex(/^\d{6}$/, { error: encodeRule('pin') });
export const pinParamsSchema = z.object({ pin: pinSchema });

/** A session is made from one interactive game, or (a player game) drawn from categories' questions. */
export const sessionSourceSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('game'), game_id: z.uuid({ error: encodeRule('one_of') }) }),
    z.object({
      kind: z.literal('categories'),
      category_ids: z
        .array(z.uuid({ error: encodeRule('one_of') }), { error: encodeRule('required') })
        .min(1, { error: encodeRule('required') })
        .max(13, { error: encodeRule('max_items', 13) }),
      questions_count: z
        .number({ error: encodeRule('numeric') })
        .int({ error: encodeRule('numeric') })
        .min(1, { error: encodeRule('min_value', 1) })
        .max(50, { error: encodeRule('max_value', 50) }),
    }),
  ],
  { error: encodeRule('required') },
);
export type SessionSource = z.infer<typeof sessionSourceSchema>;

export const createSessionBodySchema = z.object({
  source: sessionSourceSchema,
  settings: sessionSettingsSchema.default(sessionSettingsSchema.parse({})),
});
export type CreateSessionBody = z.input<typeof createSessionBodySchema>;

export const createdSessionSchema = z.object({
  session_id: z.string(),
  pin: z.string(),
  /** The host's secret: every host command carries it. Kept by the host's browser only. */
  host_key: z.string(),
});
export type CreatedSession = z.infer<typeof createdSessionSchema>;

export const LIVE_PHASES = ['lobby', 'get_ready', 'question', 'reveal', 'ended'] as const;
export type LivePhase = (typeof LIVE_PHASES)[number];

const localized = z.object({ en: z.string(), ar: z.string() });

/** What anyone with the PIN may read before joining. */
export const sessionSummarySchema = z.object({
  pin: z.string(),
  title: localized,
  phase: z.enum(LIVE_PHASES),
  locked: z.boolean(),
  late_join: z.boolean(),
  questions_count: z.number(),
  players_count: z.number(),
});
export type SessionSummary = z.infer<typeof sessionSummarySchema>;

export const HOST_KEY_HEADER = 'x-host-key';
export const resultsExportQuerySchema = z.object({
  format: z.enum(['csv', 'xlsx'], { error: encodeRule('one_of') }).default('csv'),
});
