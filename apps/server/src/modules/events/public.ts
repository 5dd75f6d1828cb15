/** What other modules may use of the events module (an ESLint boundary). */
export { listEventEvidence } from './event-evidence.repository.js';
