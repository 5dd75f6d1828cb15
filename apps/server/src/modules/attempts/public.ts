/** What other modules may use of self-paced attempts: the scoring rules. */
export { answerCredit, attemptOutcome } from './scoring.js';
