import { asc, eq } from 'drizzle-orm';
import type { SsoDomain, SsoDomainList } from '@awarequest/contracts';
import type { Db } from '../../db/client.js';
import { ssoConnections, ssoOnlyDomains } from '../../db/schema.js';

type DomainRow = typeof ssoOnlyDomains.$inferSelect;

/** The domains (with their connection's label) and the connections one may be tied to. */
export async function listSsoDomains(db: Db): Promise<SsoDomainList> {
  const rows = await db
    .select({ domain: ssoOnlyDomains, label: ssoConnections.label })
    .from(ssoOnlyDomains)
    .leftJoin(ssoConnections, eq(ssoConnections.id, ssoOnlyDomains.connectionId))
    .orderBy(asc(ssoOnlyDomains.domain));
  const connections = await db
    .select({ id: ssoConnections.id, label: ssoConnections.label, protocol: ssoConnections.protocol })
    .from(ssoConnections)
    .orderBy(asc(ssoConnections.label));
  return { items: rows.map((row) => toView(row.domain, row.label)), connections };
}

const toView = (row: DomainRow, label: string | null): SsoDomain => ({
  domain: row.domain,
  connection_id: row.connectionId,
  connection_label: label,
  created_at: row.createdAt.toISOString(),
});

/** Adds the domain, or ties an existing one to another connection. */
export async function saveSsoDomain(
  db: Db,
  domain: string,
  connection: { id: string; label: string } | null,
): Promise<SsoDomain> {
  const connectionId = connection?.id ?? null;
  const [row] = await db
    .insert(ssoOnlyDomains)
    .values({ domain, connectionId })
    .onConflictDoUpdate({ target: ssoOnlyDomains.domain, set: { connectionId } })
    .returning();
  if (!row) throw new Error('sso domain upsert returned no row');
  return toView(row, connection?.label ?? null);
}

export async function deleteSsoDomain(db: Db, domain: string): Promise<boolean> {
  const rows = await db
    .delete(ssoOnlyDomains)
    .where(eq(ssoOnlyDomains.domain, domain))
    .returning({ domain: ssoOnlyDomains.domain });
  return rows.length > 0;
}

export async function findSsoDomain(db: Db, domain: string): Promise<DomainRow | undefined> {
  const [row] = await db.select().from(ssoOnlyDomains).where(eq(ssoOnlyDomains.domain, domain));
  return row;
}

export async function findConnectionLabel(db: Db, id: string) {
  const [row] = await db
    .select({ id: ssoConnections.id, label: ssoConnections.label })
    .from(ssoConnections)
    .where(eq(ssoConnections.id, id));
  return row;
}
