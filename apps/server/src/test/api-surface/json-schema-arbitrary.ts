import fc from 'fast-check';
import type { JsonSchema } from './openapi-operations.js';

/**
 * Values that follow an operation's JSON Schema (as the OpenAPI document gives it), so fuzzed
 * requests get past validation often enough to reach the services. fast-check has no JSON
 * Schema support of its own; the document uses only the keywords handled here.
 */

export interface SchemaHints {
  /** Ids that exist in the test world: a uuid field takes one of them half of the time. */
  knownIds: readonly string[];
}

/** Strings for the patterns fast-check cannot generate (look-aheads): a few that pass. */
const PATTERN_FALLBACKS = ['Secret123', 'Abcdefg1', 'Newpass123'];

function stringArbitrary(schema: JsonSchema, hints: SchemaHints): fc.Arbitrary<string> {
  if (schema.format === 'uuid') {
    return hints.knownIds.length > 0
      ? fc.oneof(
          { weight: 3, arbitrary: fc.constantFrom(...hints.knownIds) },
          { weight: 1, arbitrary: fc.uuid() },
        )
      : fc.uuid();
  }
  const lengths = { minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 40, 40) };
  if (schema.pattern) {
    try {
      const isLongEnough = (text: string) =>
        text.length >= lengths.minLength && text.length <= lengths.maxLength;
      return fc.stringMatching(new RegExp(schema.pattern, 'u'), { size: 'small' }).filter(isLongEnough);
    } catch {
      return fc.oneof(fc.constantFrom(...PATTERN_FALLBACKS), fc.string(lengths));
    }
  }
  return fc.string({ ...lengths, minLength: Math.min(lengths.minLength, lengths.maxLength) });
}

function numberArbitrary(schema: JsonSchema, isInteger: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? -1_000_000;
  const max = Math.min(schema.maximum ?? 1_000_000, Math.max(min, 0) + 1_000_000);
  return isInteger
    ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

function objectArbitrary(schema: JsonSchema, hints: SchemaHints): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const model = Object.fromEntries(
    Object.entries(properties).map(([name, property]) => [name, schemaArbitrary(property, hints)]),
  );
  return fc.record(model, { requiredKeys: (schema.required ?? []).filter((name) => name in properties) });
}

function build(schema: JsonSchema, hints: SchemaHints): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives)
    return fc.oneof(...alternatives.map((alternative) => schemaArbitrary(alternative, hints)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  const value: fc.Arbitrary<unknown> = (() => {
    switch (type) {
      case 'string':
        return stringArbitrary(schema, hints);
      case 'integer':
        return numberArbitrary(schema, true);
      case 'number':
        return numberArbitrary(schema, false);
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      case 'array':
        return fc.array(schemaArbitrary(schema.items ?? {}, hints), {
          minLength: schema.minItems ?? 0,
          maxLength: Math.min(schema.maxItems ?? 4, 4),
        });
      case 'object':
        return objectArbitrary(schema, hints);
      default:
        return fc.jsonValue({ maxDepth: 2 });
    }
  })();
  return schema.nullable ? fc.option(value, { nil: null }) : value;
}

/** Rules between fields that a JSON Schema cannot state: a confirmation repeats its password. */
function coherent(value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  const record = value as Record<string, unknown>;
  return 'password' in record && 'password_confirmation' in record
    ? { ...record, password_confirmation: record.password }
    : record;
}

/** A value following `schema` (within fast-check's small sizes). */
export const schemaArbitrary = (schema: JsonSchema, hints: SchemaHints): fc.Arbitrary<unknown> =>
  build(schema, hints).map(coherent);
