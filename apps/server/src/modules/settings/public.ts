/** What other modules may use of the provider's settings. */
export { getClassificationLabels } from './settings.service.js';
