/** What other modules may use of lookups: the values a profile may take, and the countries. */
export { countryOptions } from './countries.js';
export { allowedProfileValues, createLookup } from './lookups.service.js';
