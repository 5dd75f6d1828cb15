import type { WearableReading } from '@awarequest/contracts';

/** Reads JSON from one of the provider's APIs with the person's access token (wearable-http.ts). */
export type ReadJson = (url: string) => Promise<unknown>;

/**
 * One wearable provider: its OAuth 2.0 endpoints and scopes, and how to turn its APIs' answers
 * into a reading. Adding a provider is one file like google-health.provider.ts plus a line in
 * providers/index.ts; the connector (code + PKCE, state, refresh, revocation) is shared.
 */
export interface WearableProviderAdapter {
  /** The id used in WEARABLE_PROVIDERS and in the `WEARABLE_<ID>_*` variables. */
  id: string;
  /** The provider's name as people know it (a brand: the same in every language). */
  label: string;
  authorizationUrl: string;
  tokenUrl: string;
  /** RFC 7009 revocation endpoint. */
  revocationUrl: string;
  /** The origin of the resource calls; WEARABLE_<ID>_API_URL replaces it (a fake provider in tests). */
  apiOrigins: string[];
  scopes: string[];
  /** Extra authorization request parameters (Google: offline access for a refresh token). */
  authorizationParams?: Record<string, string>;
  /** Reads the profile values; throws a ZodError when an answer is not what the provider documents. */
  readProfile: (readJson: ReadJson) => Promise<WearableReading>;
}
