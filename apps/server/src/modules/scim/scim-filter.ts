import { scimmy } from './scim-setup.js';
import { ScimError } from './scim-error.js';

/**
 * The filters directories send before a create or to test a connection: `attr eq "value"`
 * (joined by `and`) on the given attributes (case ignored, as RFC 7643 names are). Anything else
 * is refused as invalidFilter, which RFC 7644 §3.4.2.2 allows for an unsupported combination.
 */
export function readEqualityFilter(filter: string | undefined, attributes: readonly string[]) {
  if (filter === undefined || filter.trim() === '') return {};
  let parsed: Record<string, unknown>[];
  try {
    parsed = [...new (scimmy().Types.Filter)(filter)] as Record<string, unknown>[];
  } catch (error) {
    throw new ScimError(400, 'invalidFilter', error instanceof Error ? error.message : 'Invalid filter');
  }
  const [expression, ...others] = parsed;
  const unsupported = () =>
    new ScimError(
      400,
      'invalidFilter',
      `Only "eq" on ${attributes.join(', ')} is supported, optionally joined by "and"`,
    );
  if (!expression || others.length > 0) throw unsupported();
  const lookup: Record<string, string> = {};
  for (const [key, comparison] of Object.entries(expression)) {
    const attribute = attributes.find((name) => name.toLowerCase() === key.toLowerCase());
    if (
      !attribute ||
      !Array.isArray(comparison) ||
      comparison[0] !== 'eq' ||
      typeof comparison[1] !== 'string'
    )
      throw unsupported();
    lookup[attribute] = comparison[1];
  }
  return lookup;
}
