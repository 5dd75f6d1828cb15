import { z } from 'zod';
import { localizedText } from './content/localized.js';
import { encodeRule } from './validation/messages.js';
import { oneOf, requiredText } from './validation/rules.js';

/**
 * The lists a profile picks from. Admins manage these four; countries are the ISO 3166-1
 * list (alpha-2 codes, names in both languages) and are not edited.
 */
export const LOOKUP_KINDS = ['department', 'position', 'group', 'company'] as const;
export type LookupKind = (typeof LOOKUP_KINDS)[number];

export const LOOKUP_VALUE_MAX = 100;

/** One entry of a list: `value` is what a profile stores, `name` what people read. */
export const lookupOptionSchema = z.object({
  value: z.string(),
  name: z.object({ en: z.string(), ar: z.string() }),
});
export type LookupOption = z.infer<typeof lookupOptionSchema>;

/** GET /lookups: every list a profile form needs, in display order. */
export const lookupsSchema = z.object({
  departments: z.array(lookupOptionSchema),
  positions: z.array(lookupOptionSchema),
  groups: z.array(lookupOptionSchema),
  companies: z.array(lookupOptionSchema),
  countries: z.array(lookupOptionSchema),
  /** The wearable providers this deployment is configured for (docs/product.md §3: empty by default). */
  wearable_providers: z.array(z.string()),
});
export type Lookups = z.infer<typeof lookupsSchema>;

/** An admin's view of one managed entry. */
export const adminLookupSchema = lookupOptionSchema.extend({
  id: z.string(),
  list: z.enum(LOOKUP_KINDS),
  sort_order: z.number(),
});
export type AdminLookup = z.infer<typeof adminLookupSchema>;

/** POST /admin/lookups and PUT /admin/lookups/:id. `value` is unique within its list. */
export const lookupBodySchema = z.object({
  list: oneOf(LOOKUP_KINDS),
  value: requiredText(LOOKUP_VALUE_MAX),
  name: localizedText(LOOKUP_VALUE_MAX),
  sort_order: z.coerce
    .number({ error: encodeRule('numeric') })
    .int({ error: encodeRule('numeric') })
    .min(0, { error: encodeRule('min_value', 0) })
    .max(10_000, { error: encodeRule('max_value', 10_000) })
    .default(0),
});
export type LookupBody = z.infer<typeof lookupBodySchema>;
export type LookupBodyInput = z.input<typeof lookupBodySchema>;
