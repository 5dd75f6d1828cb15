import { z } from 'zod';
import { emailSchema, SCIM_BASE } from '@awarequest/contracts';
import { CORE_USER, ENTERPRISE_USER, scimmy } from './scim-setup.js';
import { ScimError } from './scim-error.js';
import type { ScimUserRecord } from './scim-users.repository.js';

/** What a SCIM User body means here, once checked. */
export interface ScimUserInput {
  userName: string;
  externalId: string | null;
  name: string;
  email: string;
  isActive: boolean;
  department: string | undefined;
  title: string | undefined;
}

const BOOLEAN_KEYS = new Set(['active', 'primary']);

/**
 * Entra ID sends booleans as the strings "True" and "False" (in PATCH values and bodies): those
 * become booleans before the schema sees them; any other string stays and is refused.
 */
export function normalizeBooleans(value: unknown, key?: string): unknown {
  if (
    typeof value === 'string' &&
    key !== undefined &&
    BOOLEAN_KEYS.has(key.split('.').pop()!.toLowerCase())
  ) {
    const lower = value.toLowerCase();
    if (lower === 'true' || lower === 'false') return lower === 'true';
  }
  if (Array.isArray(value)) return value.map((item) => normalizeBooleans(item, key));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, normalizeBooleans(v, k)]));
  return value;
}

/** The same for a PatchOp: a string value of an operation whose path ends in a boolean attribute. */
export function normalizePatchBooleans(body: unknown): unknown {
  if (!body || typeof body !== 'object' || !Array.isArray((body as { Operations?: unknown }).Operations))
    return body;
  const message = body as { Operations: unknown[] };
  return {
    ...message,
    Operations: message.Operations.map((operation) => {
      if (!operation || typeof operation !== 'object') return operation;
      const { path, value } = operation as { path?: unknown; value?: unknown };
      const key = typeof path === 'string' ? path.split(/[.:]/).pop() : undefined;
      return { ...operation, value: key ? normalizeBooleans(value, key) : normalizeBooleans(value) };
    }),
  };
}

const bodyShape = z.record(z.string(), z.unknown(), { error: 'The body must be a JSON object' });
const emailEntry = z.object({
  value: z.string(),
  type: z.string().optional(),
  primary: z.boolean().optional(),
});

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** Checks a User body against the core and enterprise schemas (scimmy) and reads our fields from it. */
export function readScimUser(body: unknown): ScimUserInput {
  const shaped = bodyShape.safeParse(body);
  if (!shaped.success) throw new ScimError(400, 'invalidSyntax', 'The body must be a JSON object');
  const checked = new (scimmy().Schemas.User)(normalizeBooleans(shaped.data), 'in') as unknown as Record<
    string,
    unknown
  >;
  const userName = text(checked.userName);
  if (!userName) throw new ScimError(400, 'invalidValue', 'Required attribute userName is missing');
  const emails = z.array(emailEntry).catch([]).parse(checked.emails);
  const emailValue =
    emails.find((entry) => entry.primary)?.value ??
    emails.find((entry) => entry.type === 'work')?.value ??
    emails[0]?.value ??
    userName;
  const email = emailSchema.safeParse(emailValue);
  if (!email.success)
    throw new ScimError(
      400,
      'invalidValue',
      'An email address is required: in emails, or as an email-like userName',
    );
  const name = (checked.name ?? {}) as Record<string, unknown>;
  const fullName =
    text(checked.displayName) ??
    text(name.formatted) ??
    text([text(name.givenName), text(name.familyName)].filter(Boolean).join(' ')) ??
    userName.split('@')[0]!;
  const enterprise = (checked[ENTERPRISE_USER] ?? {}) as Record<string, unknown>;
  return {
    userName,
    externalId: text(checked.externalId) ?? null,
    name: fullName.slice(0, 255),
    email: email.data,
    isActive: checked.active !== false,
    department: text(enterprise.department),
    title: text(checked.title),
  };
}

/** An account as a SCIM User (core and enterprise schemas). */
export function toScimUser(record: ScimUserRecord): Record<string, unknown> {
  const { user, scim } = record;
  const [givenName, ...rest] = user.name.split(' ');
  const department = user.departments[0];
  const title = user.positions[0];
  return {
    schemas: [CORE_USER, ENTERPRISE_USER],
    id: user.id,
    ...(scim?.externalId ? { externalId: scim.externalId } : {}),
    userName: scim?.userName ?? user.email,
    name: { formatted: user.name, givenName, ...(rest.length > 0 ? { familyName: rest.join(' ') } : {}) },
    displayName: user.name,
    emails: user.email ? [{ value: user.email, type: 'work', primary: true }] : [],
    active: user.isActive,
    ...(title ? { title } : {}),
    [ENTERPRISE_USER]: department ? { department } : {},
    meta: {
      resourceType: 'User',
      created: user.createdAt.toISOString(),
      lastModified: (scim && scim.updatedAt > user.updatedAt ? scim.updatedAt : user.updatedAt).toISOString(),
      location: `${SCIM_BASE}/Users/${user.id}`,
    },
  };
}
