/** What other modules may use of live games: the store that holds the sessions. */
export type { SessionStore } from './session-store.js';
