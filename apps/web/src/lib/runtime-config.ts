import { DEFAULT_RUNTIME_CONFIG, RUNTIME_CONFIG_PATH, type RuntimeConfig } from '@awarequest/contracts';

let current: RuntimeConfig = DEFAULT_RUNTIME_CONFIG;

/** Keeps only well-typed keys of what the server sent; anything else keeps its default. */
export function mergeRuntimeConfig(received: unknown): RuntimeConfig {
  if (typeof received !== 'object' || received === null) return DEFAULT_RUNTIME_CONFIG;
  const merged: Record<string, unknown> = { ...DEFAULT_RUNTIME_CONFIG };
  for (const [key, fallback] of Object.entries(DEFAULT_RUNTIME_CONFIG)) {
    const value = (received as Record<string, unknown>)[key];
    if (typeof value === typeof fallback) merged[key] = value;
  }
  return merged as RuntimeConfig;
}

/** Reads /runtime-config.json once at start, so one build serves any deployment. */
export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  try {
    const response = await fetch(RUNTIME_CONFIG_PATH, { cache: 'no-store' });
    if (response.ok) current = mergeRuntimeConfig(await response.json());
  } catch (error) {
    console.error('runtime configuration not available; using the defaults', error);
  }
  return current;
}

export const runtimeConfig = (): RuntimeConfig => current;

/** Offline mode is on only for the string "true" (docs/product.md §1). */
export const isOffline = (): boolean => current.offline === 'true';
