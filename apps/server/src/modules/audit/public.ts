/** What other modules may use of the audit log: writing one entry. */
export { recordAudit, type AuditEntry } from './audit-log.js';
