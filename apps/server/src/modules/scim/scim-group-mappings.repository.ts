import { asc } from 'drizzle-orm';
import type { ScimGroupMapping } from '@awarequest/contracts';
import type { Db } from '../../db/client.js';
import { scimGroupMappings } from '../../db/schema.js';

export async function listGroupMappings(db: Db): Promise<ScimGroupMapping[]> {
  const rows = await db.select().from(scimGroupMappings).orderBy(asc(scimGroupMappings.scimGroup));
  return rows.map((row) => ({ scim_group: row.scimGroup, target: row.target, value: row.value }));
}

/** Replaces the whole table; directory group names are kept lower-cased (matched case-blind). */
export async function replaceGroupMappings(db: Db, items: ScimGroupMapping[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(scimGroupMappings);
    if (items.length > 0)
      await tx.insert(scimGroupMappings).values(
        items.map((item) => ({
          scimGroup: item.scim_group.trim().toLowerCase(),
          target: item.target,
          value: item.value,
        })),
      );
  });
}
