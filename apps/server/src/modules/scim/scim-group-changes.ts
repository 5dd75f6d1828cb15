import { z } from 'zod';
import { ScimError } from './scim-error.js';
import { PATCH_OP } from './scim-setup.js';

/** A group after a change: display name, external id and the member ids (undefined: unchanged). */
export interface GroupChange {
  displayName?: string;
  externalId?: string | null;
  members?: { set?: string[]; add?: string[]; remove?: string[] | 'all' };
}

const member = z.object({ value: z.string().min(1) });
const groupBody = z.object({
  displayName: z.string().trim().min(1).max(200),
  externalId: z.string().max(200).optional(),
  members: z.array(member).max(10_000).optional(),
});

function invalid(error: z.ZodError): ScimError {
  const issue = error.issues[0];
  return new ScimError(
    400,
    'invalidValue',
    `${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid'}`,
  );
}

/** POST or PUT /Groups: the whole group. */
export function readGroupBody(body: unknown): Required<Pick<GroupChange, 'displayName'>> & GroupChange {
  const parsed = groupBody.safeParse(body);
  if (!parsed.success) throw invalid(parsed.error);
  return {
    displayName: parsed.data.displayName,
    externalId: parsed.data.externalId ?? null,
    members: { set: (parsed.data.members ?? []).map((item) => item.value) },
  };
}

const operation = z.object({
  op: z
    .string()
    .transform((op) => op.toLowerCase())
    .pipe(z.enum(['add', 'remove', 'replace'])),
  path: z.string().optional(),
  value: z.unknown().optional(),
});
const patchBody = z.object({
  schemas: z.array(z.string()).refine((schemas) => schemas.includes(PATCH_OP), `must name ${PATCH_OP}`),
  Operations: z.array(operation).min(1).max(1000),
});
const MEMBER_PATH = /^members\[value eq "([^"]+)"\]$/i;
const memberValues = z.array(member).transform((items) => items.map((item) => item.value));

/**
 * PATCH /Groups as Entra and Okta send it: members added or removed (by list or by a
 * `members[value eq "…"]` path), the display name replaced (by path or in a value object).
 */
export function readGroupPatch(body: unknown): GroupChange {
  const parsed = patchBody.safeParse(body);
  if (!parsed.success) throw invalid(parsed.error);
  const change: GroupChange = {};
  const members = (): NonNullable<GroupChange['members']> => (change.members ??= {});
  for (const { op, path, value } of parsed.data.Operations) {
    const lowerPath = path?.toLowerCase();
    if (lowerPath === undefined && op !== 'remove') {
      const values = z
        .object({
          displayName: z.string().min(1).optional(),
          externalId: z.string().optional(),
          members: memberValues.optional(),
        })
        .safeParse(value);
      if (!values.success) throw invalid(values.error);
      if (values.data.displayName) change.displayName = values.data.displayName;
      if (values.data.externalId !== undefined) change.externalId = values.data.externalId;
      if (values.data.members) members()[op === 'add' ? 'add' : 'set'] = values.data.members;
    } else if (lowerPath === 'displayname' && op !== 'remove') {
      const name = z.string().trim().min(1).safeParse(value);
      if (!name.success) throw invalid(name.error);
      change.displayName = name.data;
    } else if (lowerPath === 'externalid') {
      change.externalId = op === 'remove' ? null : z.string().catch('').parse(value) || null;
    } else if (lowerPath === 'members') {
      if (op === 'remove' && value === undefined) members().remove = 'all';
      else {
        const ids = memberValues.safeParse(value);
        if (!ids.success) throw invalid(ids.error);
        if (op === 'add') members().add = [...(members().add ?? []), ...ids.data];
        else if (op === 'replace') members().set = ids.data;
        else {
          const current = members().remove;
          members().remove = current === 'all' ? 'all' : [...(current ?? []), ...ids.data];
        }
      }
    } else if (op === 'remove' && path && MEMBER_PATH.test(path)) {
      const id = MEMBER_PATH.exec(path)![1]!;
      const current = members().remove;
      members().remove = current === 'all' ? 'all' : [...(current ?? []), id];
    } else throw new ScimError(400, 'invalidPath', `Unsupported ${op} of path ${path ?? '(none)'}`);
  }
  return change;
}
