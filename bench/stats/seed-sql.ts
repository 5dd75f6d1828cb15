/**
 * Small SQL builders shared by the seed steps. Every random choice of the seed is a hash of a
 * row number and a "salt", so a rerun with the same sizes writes the same people and answers,
 * and two statements can recompute the same choice without storing it.
 */

/** A uniform number in [0, 1) from an integer SQL expression and a salt (a literal). */
export function rnd(expression: string, salt: number): string {
  return `((hashint8((${expression})::bigint * 1000 + ${salt}) & 2147483647)::float8 / 2147483648.0)`;
}

/** The deterministic UUID of row `n` of a kind ('u' user, 'a' attempt, 's' live session). */
export function uuidOf(kind: string, expression: string): string {
  return `md5('${kind}' || (${expression})::text)::uuid`;
}

/** A SQL array literal of text values. */
export function textArray(values: readonly string[]): string {
  return `ARRAY[${values.map(literal).join(', ')}]::text[]`;
}

export function literal(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}

/** Picks an element of a SQL array from a [0, 1) number; `skew` > 1 favours the first ones. */
export function pick(arraySql: string, length: number, unit: string, skew = 1): string {
  return `(${arraySql})[1 + floor(${length} * power(${unit}, ${skew}))::int]`;
}
