/** Where the SPA finds its runtime configuration, next to index.html. */
export const RUNTIME_CONFIG_PATH = '/runtime-config.json';

/** What the SPA reads at start, so one build serves any deployment. */
export type RuntimeConfig = {
  /** Base URL of the API, relative ("/api") or absolute. */
  apiBaseUrl: string;
  /** Offline mode is on when this is the string "true" (docs/product.md §1); it skips the theme fetch. */
  offline: string;
  appName: string;
  appFullName: string;
  /** Whether the client should look up SSO settings at all (docs/product.md §7 auth settings). */
  isSsoAvailable: boolean;
};

export const DEFAULT_RUNTIME_CONFIG: RuntimeConfig = {
  apiBaseUrl: '/api',
  offline: 'false',
  appName: 'AwareQuest Arena',
  appFullName: 'Game User',
  isSsoAvailable: true,
};
