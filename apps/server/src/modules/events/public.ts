/** What other modules may use of the events module (the ESLint boundary allows only this file). */
export { inAudience } from './audience.sql.js';
export {
  assignmentStatesOf,
  assignmentsOf,
  eventStateOf,
  overdueAfter,
  progressOf,
  type EventAssignment,
  type GameAssignment,
} from './progress.js';
/**
 * What other modules may use of the events module (the ESLint boundary lets them import only
 * this file).
 */
export { complianceOf, NOTHING_DUE, type Compliance } from './compliance.js';
export { assignmentSummaryOf, type AssignmentSummary } from './assignment-summary.js';
export { eventLeaderboard } from './leaderboards.js';
