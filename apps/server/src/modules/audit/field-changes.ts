/** One field's value before and after a change, as an audit entry's `changes` detail holds it. */
export interface FieldChange {
  from: unknown;
  to: unknown;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The fields of `after` whose value differs from `before`'s, each with both values, in the order
 * `after` names them: what an admin reads as "Department: Sales → Finance". A field `after` does
 * not name is not a change.
 */
export function fieldChanges(
  before: Readonly<Record<string, unknown>>,
  after: Readonly<Record<string, unknown>>,
): Record<string, FieldChange> {
  return Object.fromEntries(
    Object.entries(after)
      .filter(([field, value]) => value !== undefined && !same(before[field], value))
      .map(([field, value]) => [field, { from: before[field] ?? null, to: value }]),
  );
}
