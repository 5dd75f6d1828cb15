import type { SsoDomain, SsoDomainBody } from '@awarequest/contracts';
import type { AppContext, Caller } from '../../app-context.js';
import { AppError } from '../../lib/app-error.js';
import { recordAudit } from '../audit/public.js';
import { deleteSsoDomain, findConnectionLabel, saveSsoDomain } from './sso-domains.repository.js';

/** Makes a domain SSO-only (optionally tied to one connection); written to the audit log. */
export async function addSsoDomain(
  ctx: AppContext,
  caller: Caller,
  body: SsoDomainBody,
  ip: string,
): Promise<SsoDomain> {
  const connectionId = body.connection_id ?? null;
  const connection = connectionId ? await findConnectionLabel(ctx.db, connectionId) : null;
  if (connectionId && !connection)
    throw new AppError('VALIDATION_FAILED', {}, { connection_id: 'NOT_FOUND' });
  const saved = await saveSsoDomain(ctx.db, body.domain, connection ?? null);
  await recordAudit(ctx.db, {
    source: 'admin',
    action: 'sso_domain_saved',
    outcome: 'ok',
    actorUserId: caller.userId,
    connectionId,
    ip,
    details: { domain: body.domain },
  });
  return saved;
}

export async function removeSsoDomain(
  ctx: AppContext,
  caller: Caller,
  domain: string,
  ip: string,
): Promise<void> {
  if (!(await deleteSsoDomain(ctx.db, domain))) throw new AppError('NOT_FOUND');
  await recordAudit(ctx.db, {
    source: 'admin',
    action: 'sso_domain_removed',
    outcome: 'ok',
    actorUserId: caller.userId,
    ip,
    details: { domain },
  });
}
