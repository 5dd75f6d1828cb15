import fc from 'fast-check';

/** The hostile inputs of issue 22: what an attacker or a broken client sends instead of the contract. */

export const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype'] as const;

/** Control characters, NUL included (PostgreSQL refuses it in text), bidi overrides, lone surrogates. */
const controlRun = fc
  .array(
    fc.constantFrom(
      '\u0000',
      '\u0001',
      '\u0007',
      '\b',
      '\t',
      '\n',
      '\r',
      '\u001b',
      '\u007f',
      '\u0085',
      '\u200b',
      '\u202e',
      '\u2028',
      '\ufeff',
      '\ud800',
      '\udfff',
      '\uffff',
      'a',
      'ع',
    ),
    { minLength: 1, maxLength: 6 },
  )
  .map((parts) => parts.join(''));

/** Control characters; a lone NUL as often as any other run, since PostgreSQL refuses it. */
export const controlCharacters = fc.oneof(fc.constant('\u0000'), controlRun);

const trickyString = fc.constantFrom(
  '',
  ' ',
  '__proto__',
  'constructor',
  'prototype',
  '../../../etc/passwd',
  '..%2F..%2F',
  '%00',
  '%',
  "' OR '1'='1",
  '"; DROP TABLE users; --',
  '<script>alert(1)</script>',
  '=HYPERLINK("http://x")',
  '${7*7}{{7*7}}',
  'null',
  'NaN',
  '-1',
  '1e309',
  '00000000-0000-0000-0000-000000000000',
  '𝕏𝕐ℤ🎉👩‍💻',
  'Ａｄｍｉｎ',
);

/** Strings far over any field's limit (the body limit still holds them). */
const hugeString = fc
  .tuple(fc.constantFrom(1_000, 20_000, 200_000), fc.constantFrom('x', 'ع', '\u0000', '🎉'))
  .map(([length, unit]) => unit.repeat(length));

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: controlCharacters },
  { weight: 3, arbitrary: trickyString },
  { weight: 1, arbitrary: hugeString },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
);

/** Any JSON value of the wrong kind, for a field of any type. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.constantFrom(null, true, false, 0, -1, 1.5, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, [], {}, [null], {
    en: null,
  }),
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom(...PROTOTYPE_KEYS).map((key) => ({ [key]: { isAdmin: true, role: 'admin' } })),
);

/** JSON texts nested thousands of levels deep. */
export const deeplyNestedJson = fc
  .tuple(fc.constantFrom(100, 5_000, 100_000), fc.constantFrom('array', 'object'))
  .map(([depth, kind]) =>
    kind === 'array'
      ? `${'['.repeat(depth)}${']'.repeat(depth)}`
      : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`,
  );

/** Texts sent as application/json that are not JSON, or not what a body may be. */
export const malformedJson = fc.constantFrom(
  '',
  '{',
  '{"a":}',
  '{"a":1,}',
  "{'a':1}",
  'nul',
  '\u0000',
  '\ufeff{}',
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  '[1,2',
  '1'.repeat(400),
  '"just a string"',
  'true',
);

/** Content types a JSON route does not take, or takes wrongly labelled. */
export const wrongContentType = fc.constantFrom(
  'text/plain',
  'text/csv',
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=----x',
  'application/octet-stream',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/vnd.api+json',
  'image/png',
  ';;;',
  'application/json, text/plain',
);

const BOUNDARY = '----aqfuzz';

/** multipart/form-data bodies that break the format: truncated, wrong boundary, huge or hostile parts. */
export const malformedMultipart = fc
  .tuple(
    fc.constantFrom(
      'truncated',
      'no-boundary',
      'wrong-boundary',
      'wrong-field',
      'empty-file',
      'hostile-name',
      'two-files',
    ),
    fc.uint8Array({ maxLength: 64 }),
  )
  .map(([shape, bytes]) => {
    const data = Buffer.from(bytes).toString('latin1');
    const part = (name: string, fileName: string, type: string, content: string) =>
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n${content}\r\n`;
    const end = `--${BOUNDARY}--\r\n`;
    const contentType = `multipart/form-data; boundary=${BOUNDARY}`;
    switch (shape) {
      case 'truncated':
        return { contentType, payload: part('photo', 'a.png', 'image/png', data).slice(0, 40) };
      case 'no-boundary':
        return {
          contentType: 'multipart/form-data',
          payload: part('photo', 'a.png', 'image/png', data) + end,
        };
      case 'wrong-boundary':
        return {
          contentType: 'multipart/form-data; boundary=other',
          payload: part('photo', 'a.png', 'image/png', data) + end,
        };
      case 'wrong-field':
        return { contentType, payload: part('__proto__', 'a.png', 'image/png', data) + end };
      case 'empty-file':
        return { contentType, payload: part('photo', 'a.png', 'image/png', '') + end };
      case 'hostile-name':
        return { contentType, payload: part('photo', '../\u0000.png', 'image/png\u0000', data) + end };
      default:
        return {
          contentType,
          payload:
            part('photo', 'a.png', 'image/png', data) + part('photo', 'b.png', 'image/png', data) + end,
        };
    }
  })
  .map(({ contentType, payload }) => ({ contentType, payload: Buffer.from(payload, 'latin1') }));
