import type { AppContext } from '../../app-context.js';
import { AppError } from '../../lib/app-error.js';
import { recordAudit } from '../audit/public.js';
import { findSsoDomain } from './sso-domains.repository.js';

/** The password paths a domain's SSO-only rule closes (docs/product.md §2). */
export type PasswordAction = 'password_login' | 'sign_up' | 'password_reset';

/** The domain of an address: what follows its last "@", lower-cased. */
export function emailDomainOf(email: string): string {
  return email
    .slice(email.lastIndexOf('@') + 1)
    .trim()
    .toLowerCase();
}

/**
 * Refuses a password login, sign-up or reset for an address of an SSO-only domain with
 * SSO_ONLY_DOMAIN (its message sends the person to "Sign in with SSO"), and writes the refusal
 * to the audit log. The answer depends on the domain only, never on whether an account exists.
 */
export async function assertPasswordAllowed(
  ctx: Pick<AppContext, 'db'>,
  input: { email: string; action: PasswordAction; ip?: string },
): Promise<void> {
  const domain = emailDomainOf(input.email);
  const rule = await findSsoDomain(ctx.db, domain);
  if (!rule) return;
  await recordAudit(ctx.db, {
    source: 'password',
    action: input.action,
    outcome: 'refused',
    reason: 'sso_only_domain',
    connectionId: rule.connectionId,
    ip: input.ip ?? null,
    details: { domain },
  });
  throw new AppError('SSO_ONLY_DOMAIN');
}
