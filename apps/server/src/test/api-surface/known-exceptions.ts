import type { Role } from './api-world.js';

/**
 * Failures the suites know about, each fixed by another part of issue 22 that is not merged
 * into this branch yet. Delete an entry once its fix is in: the suites fail while an entry
 * lists something that no longer happens, so a stale entry cannot hide a regression.
 */

/**
 * Authorization rules the matrix states as intended but the server does not follow yet:
 * endpoint → role → the status it answers today.
 * People search (live invitations): admins and people sharing an organisation unit, children
 * never; fixed by the account-hardening part (people search).
 */
export const KNOWN_AUTHORIZATION_GAPS: Record<string, Partial<Record<Role, number>>> = {
  'GET /api/live/sessions/{pin}/invitees': { child: 200 },
};

/**
 * Endpoints that answer 500 when a text carries a NUL character (\u0000): PostgreSQL refuses
 * it in text and jsonb. Fixed by the input-hardening part (one global guard against control
 * characters); until then the fuzz suite tolerates a 500 on these endpoints, and only when the
 * request carried a NUL.
 */
export const KNOWN_NUL_BYTE_FAILURES: ReadonlySet<string> = new Set<string>(['POST /api/admin/categories']);
