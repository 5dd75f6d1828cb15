import { z } from 'zod';
import { ScimError } from './scim-error.js';
import { SCIM_MAX_RESULTS, LIST_RESPONSE } from './scim-setup.js';

const query = z.object({
  filter: z.string().max(1000).optional(),
  startIndex: z.coerce.number().int().optional(),
  count: z.coerce.number().int().optional(),
});

/**
 * `?filter=&startIndex=&count=` (RFC 7644 §3.4.2.4): startIndex is 1-based, below 1 means 1;
 * count below 0 means 0 and is capped at SCIM_MAX_RESULTS.
 */
export function readListQuery(raw: unknown) {
  const parsed = query.safeParse(raw);
  if (!parsed.success) throw new ScimError(400, 'invalidValue', 'startIndex and count must be integers');
  const startIndex = Math.max(1, parsed.data.startIndex ?? 1);
  const count = Math.min(SCIM_MAX_RESULTS, Math.max(0, parsed.data.count ?? SCIM_MAX_RESULTS));
  return { filter: parsed.data.filter, startIndex, count, window: { offset: startIndex - 1, limit: count } };
}

export function listResponse(resources: unknown[], total: number, startIndex: number) {
  return {
    schemas: [LIST_RESPONSE],
    totalResults: total,
    startIndex,
    itemsPerPage: resources.length,
    Resources: resources,
  };
}
