import { z } from 'zod';
import { localizedText } from '../content/localized.js';
import { encodeRule } from '../validation/messages.js';
import { hexColorSchema, optional } from '../validation/rules.js';
import { eventCardSchema } from './events.js';

/**
 * Event categories (docs/product.md §2 /event-categories): admin-managed groups of events such as
 * "Mandatory training", "Awareness month" or "Tournaments".
 */

export const EVENT_CATEGORY_NAME_MAX = 100;
export const EVENT_CATEGORY_DESCRIPTION_MAX = 500;
/** Icon names the web app can draw (Tabler icon names). */
export const EVENT_CATEGORY_ICONS = [
  'shield-check',
  'calendar-event',
  'trophy',
  'flag',
  'school',
  'bolt',
  'alert-triangle',
  'users',
] as const;
export type EventCategoryIcon = (typeof EVENT_CATEGORY_ICONS)[number];

const localized = z.object({ en: z.string(), ar: z.string() });

/** POST /admin/event-categories and PUT /admin/event-categories/:id. */
export const eventCategoryBodySchema = z.object({
  name: localizedText(EVENT_CATEGORY_NAME_MAX),
  description: z
    .object({
      en: z
        .string()
        .trim()
        .max(EVENT_CATEGORY_DESCRIPTION_MAX, { error: encodeRule('max', EVENT_CATEGORY_DESCRIPTION_MAX) }),
      ar: z
        .string()
        .trim()
        .max(EVENT_CATEGORY_DESCRIPTION_MAX, { error: encodeRule('max', EVENT_CATEGORY_DESCRIPTION_MAX) }),
    })
    .default({ en: '', ar: '' }),
  color: hexColorSchema.default('#16787F'),
  icon: z.enum(EVENT_CATEGORY_ICONS, { error: encodeRule('one_of') }).default('calendar-event'),
  sort_order: z.coerce
    .number({ error: encodeRule('numeric') })
    .int({ error: encodeRule('numeric') })
    .min(0, { error: encodeRule('min_value', 0) })
    .max(10_000, { error: encodeRule('max_value', 10_000) })
    .default(0),
});
export type EventCategoryBody = z.infer<typeof eventCategoryBodySchema>;
export type EventCategoryBodyInput = z.input<typeof eventCategoryBodySchema>;

/** One category as everyone reads it. */
export const eventCategorySchema = z.object({
  id: z.string(),
  name: localized,
  description: localized,
  color: z.string(),
  icon: z.enum(EVENT_CATEGORY_ICONS),
  sort_order: z.number(),
});
export type EventCategory = z.infer<typeof eventCategorySchema>;

/** GET /event-categories: each category with the caller's upcoming and running events in it. */
export const eventCategoryListItemSchema = eventCategorySchema.extend({
  upcoming: z.array(eventCardSchema),
  running: z.array(eventCardSchema),
  /** Every event of the category, all states (admins: drafts too). */
  events_count: z.number(),
});
export type EventCategoryListItem = z.infer<typeof eventCategoryListItemSchema>;

/** Only for symmetry with other id params. */
export const eventCategoryIdParamsSchema = z.object({ id: z.uuid({ error: encodeRule('one_of') }) });

/** `?category_id=` filters the player's /events. */
export const eventCategoryFilterSchema = z.object({
  category_id: optional(z.uuid({ error: encodeRule('one_of') })),
});
