import type { SsoRefusalReason } from '@awarequest/contracts';
import type { AppContext } from '../../app-context.js';
import { findUserByEmail, findUserById, insertUser, updateUser, type UserRow } from '../accounts/public.js';
import { fieldChanges } from '../audit/public.js';
import type { SsoConnectionRow } from './sso-connections.repository.js';
import { findLinkedUserId, linkIdentity, touchIdentity } from './sso-identities.repository.js';
import type { SsoIdentity } from './sso-identity.js';
import type { ProfileValues } from './sso-lookup-values.js';
import { isDomainAllowed } from './sso-profile-mapping.js';

/** An audit entry's action and details for one change made to the account. */
export interface AccountChange {
  action: 'provision_create' | 'provision_update' | 'link';
  details: Record<string, unknown>;
}

export type SsoAccount =
  | { ok: true; user: UserRow; changes: AccountChange[] }
  | { ok: false; reason: SsoRefusalReason; userId?: string };

/** Writes the mapped fields that differ from the row's; the audit entry says what each was and is now. */
async function applyProfile(ctx: AppContext, user: UserRow, values: ProfileValues, changes: AccountChange[]) {
  const changed = fieldChanges(user, { ...values });
  if (Object.keys(changed).length === 0) return user;
  const updated = await updateUser(
    ctx.db,
    user.id,
    Object.fromEntries(Object.entries(changed).map(([field, { to }]) => [field, to])),
  );
  await ctx.sessions.userChanged(user.id);
  changes.push({ action: 'provision_update', details: { changes: changed } });
  return updated;
}

/**
 * Which account the identity signs in to (docs/product.md §10 "Accounts that make
 * themselves"): the one linked to this subject; else an account with the same email, linked
 * only when the provider verified the address and its domain is allowed for the connection
 * (never a silent takeover); else a new account without a password.
 */
export async function resolveSsoAccount(
  ctx: AppContext,
  connection: SsoConnectionRow,
  identity: SsoIdentity,
  values: ProfileValues,
): Promise<SsoAccount> {
  const changes: AccountChange[] = [];
  const linkedId = await findLinkedUserId(ctx.db, connection.id, identity.subject);
  const linked = linkedId ? await findUserById(ctx.db, linkedId) : undefined;
  if (linked) {
    if (!linked.isActive) return { ok: false, reason: 'account_disabled', userId: linked.id };
    await touchIdentity(ctx.db, connection.id, identity.subject);
    return { ok: true, user: await applyProfile(ctx, linked, values, changes), changes };
  }

  const { email } = identity;
  if (!email) return { ok: false, reason: 'email_missing' };
  const existing = await findUserByEmail(ctx.db, email);
  if (existing) {
    if (!identity.emailVerified) return { ok: false, reason: 'link_email_unverified', userId: existing.id };
    if (!isDomainAllowed(email, connection.allowedDomains))
      return { ok: false, reason: 'link_domain_not_allowed', userId: existing.id };
    if (!existing.isActive) return { ok: false, reason: 'account_disabled', userId: existing.id };
    await linkIdentity(ctx.db, connection.id, identity.subject, existing.id);
    changes.push({ action: 'link', details: { subject: identity.subject, email } });
    return { ok: true, user: await applyProfile(ctx, existing, values, changes), changes };
  }

  // With allowed domains set, only their people get an account (a Google connection admits any Gmail user otherwise).
  if (connection.allowedDomains.length > 0 && !isDomainAllowed(email, connection.allowedDomains))
    return { ok: false, reason: 'domain_not_allowed' };
  const user = await insertUser(ctx.db, {
    ...values,
    name: values.name ?? email.slice(0, email.indexOf('@')),
    email,
    passwordHash: null,
    emailVerifiedAt: identity.emailVerified ? new Date() : null,
  });
  await linkIdentity(ctx.db, connection.id, identity.subject, user.id);
  changes.push({
    action: 'provision_create',
    details: { subject: identity.subject, fields: Object.keys(values) },
  });
  return { ok: true, user, changes };
}
