import type { App } from '../../app.js';

/**
 * The operations of the app's own OpenAPI document (plugins/openapi.ts), so every suite that
 * walks them covers a new endpoint the day it is added.
 */

/** The part of JSON Schema the generated document uses. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  nullable?: boolean;
  default?: unknown;
  const?: unknown;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema: JsonSchema;
}

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface Operation {
  method: Method;
  /** As the document writes it: `/api/children/{id}`. */
  path: string;
  /** `PUT /api/children/{id}`: the key of the authorization matrix. */
  key: string;
  parameters: Parameter[];
  /** The JSON body's schema; undefined when the operation declares no JSON body. */
  jsonBody: JsonSchema | undefined;
  isBodyRequired: boolean;
}

interface OpenApiOperation {
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
}

interface OpenApiDocument {
  paths?: Record<string, Partial<Record<string, OpenApiOperation>>>;
}

const METHODS: Method[] = ['GET', 'POST', 'PUT', 'DELETE'];

export function operationsOf(app: App): Operation[] {
  const document = app.swagger() as OpenApiDocument;
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const [name, operation] of Object.entries(item)) {
      const method = name.toUpperCase() as Method;
      if (!operation) continue;
      if (!METHODS.includes(method)) throw new Error(`${name} ${path}: a method the suites do not send`);
      operations.push({
        method,
        path,
        key: `${method} ${path}`,
        parameters: operation.parameters ?? [],
        jsonBody: operation.requestBody?.content?.['application/json']?.schema,
        isBodyRequired: operation.requestBody?.required ?? false,
      });
    }
  }
  return operations;
}

/**
 * Percent-encodes every byte of the value's UTF-8 form but the unreserved characters. Unlike
 * encodeURIComponent it takes lone surrogates too (UTF-8 turns them into U+FFFD).
 */
const encodeSegment = (value: string): string =>
  [...Buffer.from(value, 'utf8')]
    .map((byte) =>
      /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');

/** `/api/children/{id}` with `{ id: 'x' }` → `/api/children/x` (each value URL-encoded). */
export function fillPath(path: string, values: Record<string, string>): string {
  return path.replace(/\{(\w+)\}/g, (_whole, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${path}: no value for {${name}}`);
    return encodeSegment(value);
  });
}
