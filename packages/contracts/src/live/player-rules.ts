import * as z from 'zod/mini';
import { AUTO_AVATAR, LIVE_AVATAR_CHOICES } from '../avatar-ids.js';
import { encodeRule } from '../validation/messages.js';
import { displayNickname, NICKNAME_CHECKS, NICKNAME_MAX, NICKNAME_MIN } from './nickname-rules.js';

/**
 * The join rules of `sessions.ts` (pinSchema) and `events.ts` (nicknameSchema, joinSchema) built
 * with zod/mini, for the player's light page: the same rules and the same encoded messages
 * ('rule:pin', read in either language by formatRuleMessage), without zod classic's methods in
 * the first download. The server keeps parsing with the classic schemas;
 * `player-rules.test.ts` keeps both in step.
 */

const required = encodeRule('required');

export const playerPinSchema = z
  .string({ error: required })
  .check(z.regex(/^\d{6}$/, { error: encodeRule('pin') }));

export const playerNicknameSchema = z.pipe(
  z.pipe(z.string({ error: required }), z.transform(displayNickname)),
  z
    .string()
    .check(
      z.minLength(1, { error: required }),
      z.minLength(NICKNAME_MIN, { error: encodeRule('min', NICKNAME_MIN) }),
      z.maxLength(NICKNAME_MAX, { error: encodeRule('max', NICKNAME_MAX) }),
      ...NICKNAME_CHECKS.map((check) =>
        z.refine<string>(check.isValid, { error: encodeRule(check.rule, check.n) }),
      ),
    ),
);

export const playerJoinSchema = z.object({
  pin: playerPinSchema,
  nickname: playerNicknameSchema,
  // No avatar picked: "auto", the session's least used one (as the server's joinSchema).
  avatar: z._default(
    z.enum(LIVE_AVATAR_CHOICES, {
      error: (issue) => (issue.input === undefined ? required : encodeRule('one_of')),
    }),
    AUTO_AVATAR,
  ),
  extended_time: z._default(z.boolean(), false),
});
export type PlayerJoinInput = z.input<typeof playerJoinSchema>;
