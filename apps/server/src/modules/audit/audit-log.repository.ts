import { alias } from 'drizzle-orm/pg-core';
import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { AuditEntryView } from '@awarequest/contracts';
import type { Db } from '../../db/client.js';
import { auditLog, ssoConnections, users } from '../../db/schema.js';

export interface AuditFilter {
  source?: string | undefined;
  outcome?: string | undefined;
  /** Days (YYYY-MM-DD, UTC), both inclusive. */
  from?: string | undefined;
  to?: string | undefined;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const actors = alias(users, 'actor');
const subjects = alias(users, 'subject');

function whereOf(filter: AuditFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.source) conditions.push(eq(auditLog.source, filter.source));
  if (filter.outcome) conditions.push(eq(auditLog.outcome, filter.outcome as 'ok' | 'refused'));
  if (filter.from) conditions.push(gte(auditLog.at, new Date(`${filter.from}T00:00:00Z`)));
  if (filter.to) conditions.push(lt(auditLog.at, new Date(Date.parse(`${filter.to}T00:00:00Z`) + DAY_MS)));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** Newest first, with the names of the people and the connection an entry is about. */
export async function listAuditEntries(
  db: Db,
  filter: AuditFilter,
  window: { limit: number; offset: number },
): Promise<{ items: AuditEntryView[]; total: number }> {
  const where = whereOf(filter);
  const rows = await db
    .select({
      entry: auditLog,
      actorName: actors.name,
      subjectName: subjects.name,
      subjectEmail: subjects.email,
      connectionLabel: ssoConnections.label,
      connectionProtocol: ssoConnections.protocol,
    })
    .from(auditLog)
    .leftJoin(actors, eq(actors.id, auditLog.actorUserId))
    .leftJoin(subjects, eq(subjects.id, auditLog.subjectUserId))
    .leftJoin(ssoConnections, eq(ssoConnections.id, auditLog.connectionId))
    .where(where)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(window.limit)
    .offset(window.offset);
  const [counted] = await db.select({ total: count() }).from(auditLog).where(where);
  const items = rows.map(
    ({ entry, actorName, subjectName, subjectEmail, connectionLabel, connectionProtocol }) => ({
      id: entry.id,
      at: entry.at.toISOString(),
      source: entry.source,
      action: entry.action,
      outcome: entry.outcome,
      reason: entry.reason,
      actor: entry.actorUserId && actorName ? { id: entry.actorUserId, name: actorName } : null,
      subject:
        entry.subjectUserId && subjectName
          ? { id: entry.subjectUserId, name: subjectName, email: subjectEmail }
          : null,
      connection_id: entry.connectionId,
      connection:
        entry.connectionId && connectionLabel && connectionProtocol
          ? { id: entry.connectionId, label: connectionLabel, protocol: connectionProtocol }
          : null,
      ip: entry.ip,
      details: entry.details,
    }),
  );
  return { items, total: counted?.total ?? 0 };
}
