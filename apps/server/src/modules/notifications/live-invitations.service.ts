import { and, asc, eq, ilike, inArray, ne, or } from 'drizzle-orm';
import type { Invitee } from '@awarequest/contracts';
import type { Caller } from '../../app-context.js';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { DomainEventBus } from '../../lib/domain-events.js';
import type { RateLimits } from '../../lib/rate-limiter.js';
import type { SessionStore } from '../live/public.js';
import { inviteeScope } from './invitee-visibility.js';

/**
 * A host in the lobby invites signed-in people to the session: search them by name or email,
 * then invite; each invitee gets a notification with the PIN and a join link. Both see only
 * the people the host may see (invitee-visibility.ts), and both are throttled per host.
 */

export interface InvitationsDeps {
  db: Db;
  store: SessionStore;
  events: DomainEventBus;
  rateLimits: RateLimits;
}

const SEARCH_LIMIT = 10;

/** The session the caller hosts and may still invite to; 404, 403, or SESSION_ENDED otherwise. */
async function hostedSession(store: SessionStore, caller: Caller, pin: string) {
  const [read, def] = await Promise.all([store.read(pin), store.definition(pin)]);
  if (!read || !def) throw new AppError('SESSION_NOT_FOUND');
  if (def.hostUserId !== caller.userId) throw new AppError('FORBIDDEN');
  if (read.core.phase === 'ended') throw new AppError('SESSION_ENDED');
  return read.core;
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

export async function searchInvitees(
  deps: InvitationsDeps,
  caller: Caller,
  pin: string,
  query: string,
): Promise<Invitee[]> {
  await deps.rateLimits.consume('inviteeSearchesPerAccount', caller.userId);
  await hostedSession(deps.store, caller, pin);
  const scope = await inviteeScope(deps.db, caller);
  const pattern = likePattern(query);
  // Without the email in sight, matching on it would still let a search tell what it is.
  const matches = scope.isEmailShown
    ? or(ilike(users.name, pattern), ilike(users.email, pattern), ilike(users.username, pattern))
    : or(ilike(users.name, pattern), ilike(users.username, pattern));
  const found = await deps.db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(and(eq(users.isActive, true), ne(users.id, caller.userId), scope.condition, matches))
    .orderBy(asc(users.name))
    .limit(SEARCH_LIMIT);
  return scope.isEmailShown ? found : found.map((person) => ({ ...person, email: null }));
}

export async function inviteToSession(
  deps: InvitationsDeps,
  caller: Caller,
  pin: string,
  userIds: readonly string[],
): Promise<{ invited: number }> {
  await deps.rateLimits.consume('invitationRequestsPerHost', caller.userId);
  const core = await hostedSession(deps.store, caller, pin);
  const scope = await inviteeScope(deps.db, caller);
  const wanted = [...new Set(userIds)].filter((id) => id !== caller.userId);
  const found =
    wanted.length === 0
      ? []
      : await deps.db
          .select({ id: users.id })
          .from(users)
          .where(and(inArray(users.id, wanted), eq(users.isActive, true), scope.condition));
  if (found.length === 0) return { invited: 0 };
  await deps.rateLimits.consume('invitationRecipientsPerHost', caller.userId, found.length);
  const [host] = await deps.db.select({ name: users.name }).from(users).where(eq(users.id, caller.userId));
  await deps.events.publish('live.invited', {
    pin,
    title: core.title,
    hostName: host?.name ?? '',
    userIds: found.map((row) => row.id),
  });
  return { invited: found.length };
}
