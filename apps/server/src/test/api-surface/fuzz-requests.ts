import fc from 'fast-check';
import { ROLES, type ApiWorld, type Role } from './api-world.js';
import {
  controlCharacters,
  deeplyNestedJson,
  hostileString,
  hostileValue,
  malformedJson,
  malformedMultipart,
  PROTOTYPE_KEYS,
  wrongContentType,
} from './hostile-values.js';
import { schemaArbitrary, type SchemaHints } from './json-schema-arbitrary.js';
import { fillPath, type Operation, type Parameter } from './openapi-operations.js';
import type { WireRequest } from './send-request.js';

/**
 * Requests for one operation: well-formed ones from its schema, and the same with one hostile
 * change (a wrong type, a huge or control-character string, a missing or extra field, a
 * prototype key, deep nesting, a wrong content type, a malformed multipart body, a wrong path
 * parameter), from any caller.
 */

export interface FuzzCase {
  request: WireRequest;
}

type Json = unknown;
type Mutation = { kind: 'replace' | 'delete' | 'extra' | 'taint'; pick: number; key: string; value: Json };

/** Every object and array inside `value`, with the value itself first. */
function containers(value: Json): (Record<string, Json> | Json[])[] {
  if (value === null || typeof value !== 'object') return [];
  const inner = Object.values(value).flatMap(containers);
  return [value as Record<string, Json> | Json[], ...inner];
}

/** [container, key] of every string inside `value`. */
function stringSlots(value: Json): [Record<string, Json>, string][] {
  if (value === null || typeof value !== 'object') return [];
  const record = value as Record<string, Json>;
  return Object.entries(record).flatMap(([key, inner]): [Record<string, Json>, string][] =>
    typeof inner === 'string' ? [[record, key]] : stringSlots(inner),
  );
}

/** `value` with one hostile change deep inside it (a copy; the generated value stays as it was). */
function mutate(value: Json, mutation: Mutation): Json {
  const copy = structuredClone(value);
  if (mutation.kind === 'taint') {
    // Control characters inside an otherwise valid text: the request may well pass validation.
    const slots = stringSlots(copy);
    const slot = slots[mutation.pick % Math.max(slots.length, 1)];
    if (!slot) return typeof copy === 'string' ? `${copy}${mutation.key}` : copy;
    const [container, key] = slot;
    const text = container[key] as string;
    const at = mutation.pick % (text.length + 1);
    container[key] = `${text.slice(0, at)}${mutation.key}${text.slice(at)}`;
    return copy;
  }
  const targets = containers(copy);
  const target = targets[mutation.pick % Math.max(targets.length, 1)];
  if (!target) return mutation.value;
  const keys = Object.keys(target);
  const key = keys.length > 0 ? keys[mutation.pick % keys.length]! : mutation.key;
  if (mutation.kind === 'delete') {
    if (Array.isArray(target)) target.splice(Number(key), 1);
    else Reflect.deleteProperty(target, key);
  } else if (mutation.kind === 'replace' || Array.isArray(target)) {
    (target as Record<string, Json>)[key] = mutation.value;
  } else {
    // defineProperty, so "__proto__" becomes an own key that JSON.stringify writes out.
    Object.defineProperty(target, mutation.key, { value: mutation.value, enumerable: true, writable: true });
  }
  return copy;
}

const mutationArbitrary: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({
    kind: fc.constantFrom('replace', 'delete', 'extra'),
    pick: fc.nat(),
    key: fc.oneof(fc.constantFrom(...PROTOTYPE_KEYS), hostileString),
    value: hostileValue,
  }),
  fc.record({ kind: fc.constant('taint'), pick: fc.nat(), key: controlCharacters, value: fc.constant(null) }),
);

/** A JSON text with prototype keys at the top, before the valid body's own keys. */
function withPrototypeKeys(body: Json, polluted: Json): string {
  const own = JSON.stringify(body ?? {});
  const keys = PROTOTYPE_KEYS.map((key) => `${JSON.stringify(key)}:${JSON.stringify(polluted)}`).join(',');
  return own.startsWith('{') && own !== '{}' ? `{${keys},${own.slice(1)}` : `{${keys}}`;
}

type Body = Pick<WireRequest, 'json' | 'raw'>;

function bodyArbitrary(operation: Operation, hints: SchemaHints, isHostile: boolean): fc.Arbitrary<Body> {
  const valid = operation.jsonBody ? schemaArbitrary(operation.jsonBody, hints) : fc.constant(undefined);
  if (!isHostile) return valid.map((json) => (json === undefined ? {} : { json }));
  const taint = fc.record({
    kind: fc.constant('taint' as const),
    pick: fc.nat(),
    key: controlCharacters,
    value: fc.constant(null),
  });
  const variants: fc.WeightedArbitrary<Body>[] = [
    // Control characters in an otherwise valid body: the likeliest to reach the database.
    {
      weight: 3,
      arbitrary: fc.tuple(valid, taint).map(([json, mutation]) => ({ json: mutate(json, mutation) })),
    },
  ];
  const others: fc.Arbitrary<Body>[] = [
    fc.tuple(valid, mutationArbitrary).map(([json, mutation]) => ({ json: mutate(json, mutation) })),
    fc.tuple(valid, fc.tuple(mutationArbitrary, mutationArbitrary)).map(([json, [first, second]]) => ({
      json: mutate(mutate(json, first), second),
    })),
    fc.tuple(valid, hostileValue).map(([json, polluted]) => ({
      raw: { payload: withPrototypeKeys(json, polluted), contentType: 'application/json' },
    })),
    deeplyNestedJson.map((payload) => ({ raw: { payload, contentType: 'application/json' } })),
    hostileValue.map((json) => ({ json })),
    malformedJson.map((payload) => ({ raw: { payload, contentType: 'application/json' } })),
    fc.tuple(valid, fc.option(wrongContentType, { nil: undefined })).map(([json, contentType]) => ({
      raw: { payload: JSON.stringify(json), ...(contentType === undefined ? {} : { contentType }) },
    })),
    malformedMultipart.map((raw) => ({ raw })),
  ];
  return fc.oneof(...variants, ...others.map((arbitrary) => ({ weight: 1, arbitrary })));
}

function parameterValue(
  parameter: Parameter,
  hints: SchemaHints,
  known: readonly string[],
  isHostile: boolean,
): fc.Arbitrary<string> {
  if (isHostile) return hostileString;
  const fromSchema = schemaArbitrary(parameter.schema, hints).map((value) =>
    typeof value === 'string' ? value : JSON.stringify(value),
  );
  // A path parameter mostly names something that exists; a query value mostly follows its schema.
  return parameter.in === 'path' && known.length > 0
    ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...known) }, { weight: 1, arbitrary: fromSchema })
    : fromSchema;
}

/**
 * A query string from the declared parameters (each one present or not, required ones always);
 * hostile: a value of any kind, a repeated parameter, or extra keys (prototype keys among them).
 */
function queryArbitrary(
  operation: Operation,
  hints: SchemaHints,
  known: readonly string[],
  isHostile: boolean,
): fc.Arbitrary<string> {
  const declared = operation.parameters.filter((parameter) => parameter.in === 'query');
  const pairs = declared.map((parameter) => {
    const values = fc
      .array(parameterValue(parameter, hints, known, isHostile), {
        minLength: 1,
        maxLength: isHostile ? 2 : 1,
      })
      .map((list) => list.map((value) => [parameter.name, value] as const));
    return parameter.required ? values : fc.option(values, { nil: [] });
  });
  const extraKey = fc.oneof(fc.constantFrom(...PROTOTYPE_KEYS, `${PROTOTYPE_KEYS[0]}[role]`), hostileString);
  const extra = isHostile ? fc.array(fc.tuple(extraKey, hostileString), { maxLength: 2 }) : fc.constant([]);
  return fc.tuple(fc.tuple(...pairs), extra).map(([declaredPairs, extraPairs]) => {
    const search = new URLSearchParams();
    for (const [name, value] of [...declaredPairs.flat(), ...extraPairs]) search.append(name, value);
    const text = search.toString();
    return text ? `?${text}` : '';
  });
}

/** Values of the world's resources, so path parameters often name something that exists. */
function knownValues(world: ApiWorld): string[] {
  return [
    world.owner.id,
    world.child.id,
    world.other.id,
    world.admin.id,
    world.invitee.id,
    world.content.game.id,
    ...world.content.categories.map((category) => category.id),
    ...world.content.questions.map((question) => question.id),
    world.attemptId,
    world.notificationId,
    world.lookupId,
    world.live.pin,
    world.photoFile,
  ];
}

/** Who calls: one of the roles that may (so the request reaches the service), or anyone, or garbage. */
function callerArbitrary(
  world: ApiWorld,
  allowedRoles: readonly Role[],
  isHostile: boolean,
): fc.Arbitrary<Pick<WireRequest, 'token' | 'headers'>> {
  const tokenOfRole = (role: Role) => (role === 'anonymous' ? {} : { token: world.tokens[role] });
  if (!isHostile && allowedRoles.length > 0) return fc.constantFrom(...allowedRoles).map(tokenOfRole);
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...ROLES).map(tokenOfRole) },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(
          'Bearer',
          'Bearer ',
          'Basic YWRtaW46YWRtaW4=',
          'Bearer a.b.c',
          `Bearer ${'x'.repeat(5_000)}`,
        )
        .map((authorization) => ({ headers: { authorization } })),
    },
  );
}

/** Where a case puts its one hostile change; "none" sends a request that follows the schema. */
type Target = 'none' | 'path' | 'query' | 'body' | 'caller';

function targetsOf(operation: Operation): Target[] {
  const has = (place: 'path' | 'query') => operation.parameters.some((parameter) => parameter.in === place);
  return [
    'none',
    'caller',
    ...(has('path') ? (['path'] as const) : []),
    ...(has('query') ? (['query'] as const) : []),
    // A GET sends no body; the other methods get every kind of body, declared or not (twice the weight).
    ...(operation.method === 'GET' ? [] : (['body', 'body'] as const)),
  ];
}

export function fuzzCaseArbitrary(
  operation: Operation,
  world: ApiWorld,
  allowedRoles: readonly Role[],
): fc.Arbitrary<FuzzCase> {
  const known = knownValues(world);
  const hints: SchemaHints = { knownIds: known.filter((value) => /^[0-9a-f-]{36}$/.test(value)) };
  const pathParameters = operation.parameters.filter((parameter) => parameter.in === 'path');
  const language = fc.constantFrom('en', 'ar', 'fr', '*', 'ar-SA;q=0.9, en;q=0.1', 'x'.repeat(300));
  return fc.constantFrom(...targetsOf(operation)).chain((target) =>
    fc
      .record({
        pathValues: fc.tuple(
          ...pathParameters.map((parameter) => parameterValue(parameter, hints, known, target === 'path')),
        ),
        query: queryArbitrary(operation, hints, known, target === 'query'),
        body: bodyArbitrary(operation, hints, target === 'body'),
        caller: callerArbitrary(world, allowedRoles, target === 'caller'),
        language,
        hostKey: fc.option(fc.oneof(fc.constant(world.live.hostKey), hostileString), { nil: undefined }),
        ip: fc.ipV4(),
      })
      .map(({ pathValues: values, query, body, caller, language: acceptLanguage, hostKey, ip }) => {
        const path = fillPath(
          operation.path,
          Object.fromEntries(pathParameters.map((parameter, index) => [parameter.name, values[index]!])),
        );
        const headers: Record<string, string> = { 'accept-language': acceptLanguage, ...caller.headers };
        // Header values cannot carry control characters on the wire; only printable keys are sent.
        if (hostKey !== undefined && /^[\x20-\x7e]*$/.test(hostKey)) headers['x-host-key'] = hostKey;
        const request: WireRequest = {
          method: operation.method,
          url: `${path}${query}`,
          headers,
          ip,
          ...body,
        };
        if (caller.token) request.token = caller.token;
        return { request };
      }),
  );
}
