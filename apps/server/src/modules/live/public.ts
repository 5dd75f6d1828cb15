/** What other modules may use of live games: the store that holds the sessions, and creating one. */
export type { SessionStore } from './session-store.js';
export { createLiveSession, type LiveServiceDeps } from './live.service.js';
