/** What other modules may use of the events module (the ESLint boundary allows only this file). */
export { complianceOf } from './compliance.js';
export { assignmentSummaryOf } from './assignment-summary.js';
export { listCampaignEvidence } from './event-report.repository.js';
export { eventQuestionAudience } from './play-audience.js';
export { organisationAssignmentsOf } from './organisation-assignments.js';
