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
