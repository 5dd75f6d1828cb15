import { googleHealthProvider } from './google-health.provider.js';
import type { WearableProviderAdapter } from './wearable-provider.js';

/** Every provider the product can connect to; a deployment offers those in WEARABLE_PROVIDERS. */
export const WEARABLE_ADAPTERS: Record<string, WearableProviderAdapter> = {
  [googleHealthProvider.id]: googleHealthProvider,
};
