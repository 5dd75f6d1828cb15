import type { AuditReason } from '@awarequest/contracts';
import type { Db } from '../../db/client.js';
import { auditLog } from '../../db/schema.js';

/** The reason is one of the contracts' AUDIT_REASONS, so the screen and the export have a text for it. */
export type AuditEntry = Omit<typeof auditLog.$inferInsert, 'id' | 'at' | 'reason'> & {
  reason?: AuditReason | null;
};

/**
 * Writes one audit entry: every sign-in, link, refusal and provisioning change goes through
 * here (company sign-in, SCIM, admin changes). Details must never carry a secret or a token.
 */
export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values(entry);
}
