/** What other modules may use of the audit log: writing one entry, and what a change changed. */
export { recordAudit, type AuditEntry } from './audit-log.js';
export { fieldChanges, type FieldChange } from './field-changes.js';
