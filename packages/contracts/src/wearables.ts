import { z } from 'zod';
import { GENDERS } from './accounts.js';

/** The profile fields a wearable reading may fill (docs/product.md §3, rules of §5). */
export const WEARABLE_FIELDS = ['height', 'weight', 'gender', 'date_of_birth'] as const;
export type WearableField = (typeof WEARABLE_FIELDS)[number];

/** How long a started connection may wait for the provider's answer, in minutes. */
export const WEARABLE_STATE_MINUTES = 10;

/**
 * What a provider said about the person, in the profile's units: height in cm, weight in kg,
 * birth date `YYYY-MM-DD`. A value the provider did not give is null. Health data
 * (special-category): shown to its owner only, never in scores, reports or exports.
 */
export const wearableReadingSchema = z.object({
  height: z.number().nullable(),
  weight: z.number().nullable(),
  gender: z.enum(GENDERS).nullable(),
  date_of_birth: z.string().nullable(),
  /** Age in years, when the provider gives it without a birth date (shown, not stored in the profile). */
  age: z.number().int().nullable(),
});
export type WearableReading = z.infer<typeof wearableReadingSchema>;

export const wearableProviderSchema = z.object({ id: z.string(), label: z.string() });
export type WearableProvider = z.infer<typeof wearableProviderSchema>;

export const wearableConnectionSchema = z.object({
  provider: wearableProviderSchema,
  connected_at: z.string(),
  last_sync_at: z.string(),
  reading: wearableReadingSchema,
});
export type WearableConnection = z.infer<typeof wearableConnectionSchema>;

/** GET /wearables: the providers this deployment offers and the caller's connection, if any. */
export const wearablesSchema = z.object({
  providers: z.array(wearableProviderSchema),
  connection: wearableConnectionSchema.nullable(),
});
export type Wearables = z.infer<typeof wearablesSchema>;

/** POST /wearables/authorize: start connecting `provider`; the browser then goes to the answer's URL. */
export const wearableAuthorizeBodySchema = z.object({ provider: z.string().trim().min(1).max(50) });
export const wearableAuthorizationSchema = z.object({ authorization_url: z.string() });

/**
 * POST /wearables/callback: what the provider sent back to /auth/fitbit-callback, passed on
 * as it came (RFC 6749 §4.1.2): a code, or an error such as access_denied, with the state.
 */
export const wearableCallbackBodySchema = z.object({
  state: z.string().min(1).max(200),
  code: z.string().min(1).max(2000).optional(),
  error: z.string().min(1).max(200).optional(),
});
export type WearableCallbackBody = z.infer<typeof wearableCallbackBodySchema>;

/** POST /wearables/apply: the values of the last reading the person chose to put in their profile. */
export const wearableApplyBodySchema = z.object({
  fields: z.array(z.enum(WEARABLE_FIELDS)).min(1).max(WEARABLE_FIELDS.length),
});
export type WearableApplyBody = z.infer<typeof wearableApplyBodySchema>;

/** DELETE /wearables/connection: whether the provider confirmed the revocation of its token. */
export const wearableDisconnectionSchema = z.object({ is_revoked_at_provider: z.boolean() });
