/** What other modules may use of the events module (an ESLint boundary). */
export { listCampaignEvidence } from './event-report.repository.js';
