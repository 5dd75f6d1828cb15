/** What other modules may use of wearables: revoking the grants of accounts being deleted. */
export { queueGrantRevocations, revokeGrantsOfDeletedAccounts } from './wearable-revocation.js';
