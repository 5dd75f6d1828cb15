/** What other modules may use of self-paced attempts: the scoring rules. */
export { attemptCredit, attemptOutcome, type Credit } from './scoring.js';
