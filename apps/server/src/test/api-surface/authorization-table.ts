import type { Role } from './api-world.js';

/**
 * Who may call what: the expected HTTP status of every endpoint for each caller, sending the
 * well-formed request of endpoint-requests.ts. A test fails when the OpenAPI document has an
 * endpoint this table does not list, so nobody adds one without deciding who may call it.
 *
 * The callers: anonymous (no token); player, the owner of every resource in the URL (a family
 * account with a child account, an attempt, a notification, a hosted live session, a photo);
 * child, the owner's child account; admin; other, a second family player calling on the
 * owner's resources. Where a URL names no resource of the owner, each caller acts on its own
 * account. Rules (plugins/auth.ts and each module's routes):
 * - `authenticate`: anonymous 401. `requireAdmin`: anonymous 401, everyone else 403.
 * - Another player's child account or notification is as unknown as a missing one (404);
 *   another player's attempt answers 403 (attempt-lifecycle.ts).
 * - Child accounts are for family and team accounts: a child or an admin's personal account
 *   gets 403 CHILDREN_NOT_ALLOWED.
 * - Credentials other than a session: the live host key (results export: only the host holds
 *   it, so everyone else gets 403 INVALID_HOST_KEY) and the invitation token (complete-info:
 *   "player" there is the invited account's own session; nobody else holds the token, 403).
 * - Live invitations: each caller searches and invites in a session it hosts itself, except
 *   "other", who aims at the owner's session (403). People search: admins and people sharing
 *   an organisation unit, children never (issue 22).
 */

//                   anonymous player child admin other
type Row = readonly [number, number, number, number, number];
const ORDER: readonly Role[] = ['anonymous', 'player', 'child', 'admin', 'other'];

const PUBLIC: Row = [200, 200, 200, 200, 200];
const SIGNED_IN: Row = [401, 200, 200, 200, 200];
const ADMIN_ONLY: Row = [401, 403, 403, 200, 403];
const ADMIN_CREATES: Row = [401, 403, 403, 201, 403];
const REDIRECT: Row = [302, 302, 302, 302, 302];

const TABLE: Record<string, Row> = {
  'GET /api/health/live': PUBLIC,
  'GET /api/health/ready': PUBLIC,
  'GET /runtime-config.json': PUBLIC,

  'POST /api/login': PUBLIC,
  'POST /api/logout': SIGNED_IN,
  'POST /api/sso/login': PUBLIC,
  'GET /api/users/me': SIGNED_IN,
  'PUT /api/users/me': SIGNED_IN,
  // A child account is deleted by its parent; the last admin cannot delete itself.
  'DELETE /api/users/me': [401, 200, 422, 422, 200],
  'POST /api/sendEmailVerification': PUBLIC,
  'POST /api/VerfiyMail': PUBLIC,
  'POST /api/users': [201, 201, 201, 201, 201],
  'POST /api/forget-password': PUBLIC,
  'POST /api/reset-password': PUBLIC,
  'PUT /api/users/completeinfo/{id}': [403, 200, 403, 403, 403],

  'GET /api/settings/theme': PUBLIC,
  'PUT /api/settings/theme': ADMIN_ONLY,
  'GET /api/settings/classification': PUBLIC,
  'PUT /api/settings/classification': ADMIN_ONLY,
  'GET /api/settings/auth': PUBLIC,
  'GET /api/auth/settings': PUBLIC,
  'GET /api/auth/config': PUBLIC,
  'GET /api/config/auth': PUBLIC,
  'PUT /api/settings/auth': ADMIN_ONLY,

  'GET /api/admin/categories': ADMIN_ONLY,
  'POST /api/admin/categories': ADMIN_CREATES,
  'PUT /api/admin/categories/order': ADMIN_ONLY,
  'PUT /api/admin/categories/{id}': ADMIN_ONLY,
  'DELETE /api/admin/categories/{id}': ADMIN_ONLY,
  'GET /api/admin/games': ADMIN_ONLY,
  'POST /api/admin/games': ADMIN_CREATES,
  'PUT /api/admin/games/order': ADMIN_ONLY,
  'GET /api/admin/games/{id}': ADMIN_ONLY,
  'PUT /api/admin/games/{id}': ADMIN_ONLY,
  'DELETE /api/admin/games/{id}': ADMIN_ONLY,
  'POST /api/admin/games/{id}/questions': ADMIN_CREATES,
  'PUT /api/admin/games/{id}/questions/order': ADMIN_ONLY,
  'PUT /api/admin/questions/{id}': ADMIN_ONLY,
  'DELETE /api/admin/questions/{id}': ADMIN_ONLY,
  'GET /api/admin/categories/{id}/export': ADMIN_ONLY,
  'GET /api/admin/games/{id}/export': ADMIN_ONLY,
  'POST /api/admin/content/import': ADMIN_ONLY,
  'POST /api/admin/images': ADMIN_CREATES,
  'GET /api/admin/games/{id}/questions/file': ADMIN_ONLY,
  'PUT /api/admin/games/{id}/questions/file': ADMIN_ONLY,
  'GET /api/admin/games/{id}/questions/stats': ADMIN_ONLY,

  // The owner already has this game's attempt open: starting again resumes it (200).
  'POST /api/games/{id}/attempts': [401, 200, 201, 201, 201],
  'GET /api/attempts': SIGNED_IN,
  'GET /api/attempts/{id}': [401, 200, 403, 403, 403],
  'POST /api/attempts/{id}/answers': [401, 200, 403, 403, 403],
  'POST /api/attempts/{id}/finish': [401, 200, 403, 403, 403],
  'POST /api/attempts/{id}/report': [401, 200, 403, 403, 403],
  'GET /api/categories': SIGNED_IN,
  'GET /api/categories/{id}': SIGNED_IN,
  'GET /api/games': SIGNED_IN,
  'GET /api/games/{id}': SIGNED_IN,

  'GET /api/admin/overview': ADMIN_ONLY,
  'GET /api/admin/reports': ADMIN_ONLY,
  'GET /api/admin/reports/people': ADMIN_ONLY,
  'GET /api/admin/reports/people/{id}': ADMIN_ONLY,
  'GET /api/admin/reports/evidence': ADMIN_ONLY,
  'GET /api/admin/reports/export': ADMIN_ONLY,
  'GET /api/admin/reports/evidence/export': ADMIN_ONLY,
  'GET /api/admin/events/{id}/report': ADMIN_ONLY,
  'GET /api/admin/events/{id}/report/export': ADMIN_ONLY,

  'POST /api/live/sessions': [401, 201, 201, 201, 201],
  'GET /api/live/sessions/{pin}': PUBLIC,
  'GET /api/live/sessions/{pin}/results': [403, 200, 403, 403, 403],
  'GET /api/live/sessions/{pin}/invitees': [401, 200, 403, 200, 403],
  'POST /api/live/sessions/{pin}/invitations': [401, 200, 403, 200, 403],

  'GET /api/children': [401, 200, 403, 403, 200],
  'POST /api/children': [401, 201, 403, 403, 201],
  'PUT /api/children/{id}': [401, 200, 403, 403, 404],
  'DELETE /api/children/{id}': [401, 200, 403, 403, 404],
  'POST /api/children/{id}/session': [401, 200, 403, 403, 404],

  'GET /api/admin/users': ADMIN_ONLY,
  'POST /api/admin/users': ADMIN_CREATES,
  'POST /api/admin/users/{id}/invite': ADMIN_ONLY,
  'PUT /api/admin/users/{id}/status': ADMIN_ONLY,
  'DELETE /api/admin/users/{id}': ADMIN_ONLY,
  'POST /api/admin/users/import': ADMIN_ONLY,

  'GET /api/lookups': SIGNED_IN,
  'GET /api/admin/lookups': ADMIN_ONLY,
  'POST /api/admin/lookups': ADMIN_CREATES,
  'PUT /api/admin/lookups/{id}': ADMIN_ONLY,
  'DELETE /api/admin/lookups/{id}': ADMIN_ONLY,

  'POST /api/users/me/photo': SIGNED_IN,
  'DELETE /api/users/me/photo': SIGNED_IN,
  // Public: an <img> cannot send a token; photo names are random.
  'GET /api/photos/{file}': PUBLIC,
  // The api world offers no wearable provider and nobody has connected one.
  'GET /api/wearables': SIGNED_IN,
  'POST /api/wearables/authorize': [401, 404, 404, 404, 404],
  'POST /api/wearables/callback': [401, 422, 422, 422, 422],
  'POST /api/wearables/sync': [401, 404, 404, 404, 404],
  'POST /api/wearables/apply': [401, 404, 404, 404, 404],
  'DELETE /api/wearables/connection': [401, 404, 404, 404, 404],

  'GET /api/notifications': SIGNED_IN,
  'PUT /api/notifications/read-all': SIGNED_IN,
  'PUT /api/notifications/{id}/read': [401, 200, 404, 404, 404],
  'GET /api/dashboard': SIGNED_IN,
  'GET /api/leaderboard': SIGNED_IN,
  'PUT /api/users/me/leaderboard': SIGNED_IN,

  'GET /api/event-categories': SIGNED_IN,
  'POST /api/admin/event-categories': ADMIN_CREATES,
  'PUT /api/admin/event-categories/{id}': ADMIN_ONLY,
  'DELETE /api/admin/event-categories/{id}': ADMIN_ONLY,
  'GET /api/events': SIGNED_IN,
  // An event for everyone: a child account is out of it unless its parent enrolls it (404).
  'GET /api/events/{id}': [401, 200, 404, 200, 200],
  'GET /api/admin/events': ADMIN_ONLY,
  'POST /api/admin/events': ADMIN_CREATES,
  'POST /api/admin/events/audience-preview': ADMIN_ONLY,
  'GET /api/admin/events/{id}': ADMIN_ONLY,
  'PUT /api/admin/events/{id}': ADMIN_ONLY,
  'DELETE /api/admin/events/{id}': ADMIN_ONLY,
  'POST /api/admin/events/{id}/publish': ADMIN_ONLY,
  'POST /api/admin/events/{id}/cancel': ADMIN_ONLY,
  'POST /api/admin/events/{id}/duplicate': ADMIN_CREATES,
  // A tournament open to everyone, whose session the owner hosts: a child is in an audience
  // only when its parent enrolled it (404), and only the host or an admin takes the seat.
  'POST /api/events/{id}/registration': [401, 200, 404, 200, 200],
  'DELETE /api/events/{id}/registration': [401, 200, 404, 200, 200],
  // A parent enrols its child accounts in an event for everyone: the child is not in it yet (404);
  // the owner's child is nobody else's (403); each caller lists its own children.
  'GET /api/events/{id}/children': [401, 200, 404, 200, 200],
  'PUT /api/events/{id}/children/{childId}': [401, 200, 404, 403, 403],
  'DELETE /api/events/{id}/children/{childId}': [401, 200, 404, 403, 403],
  'POST /api/events/{id}/sessions/{sessionId}/host': [401, 200, 403, 200, 403],
  // Calendars (issue 24): the event is the owner's (its audience names only the owner), so the
  // child and "other" find it as unknown (404); admins see every event.
  'GET /api/events/{id}/calendar': [401, 200, 404, 200, 404],
  'GET /api/users/me/calendar-feed': SIGNED_IN,
  'POST /api/users/me/calendar-feed': [401, 201, 201, 201, 201],
  'DELETE /api/users/me/calendar-feed': SIGNED_IN,
  // Public: calendar apps cannot send a token; the secret token in the address is the credential.
  'GET /api/calendar-feeds/{token}': PUBLIC,

  // Company sign-in (issue 27): the browser's steps answer with a redirect, to the provider, the
  // SPA or its error page, whoever calls; the connections are the admin's.
  'GET /api/sso/start': REDIRECT,
  'GET /api/sso/connections': PUBLIC,
  'GET /api/sso/oidc/{connectionId}/login': REDIRECT,
  'GET /api/sso/oidc/callback': REDIRECT,
  'GET /api/sso/oidc/logout': REDIRECT,
  'GET /api/admin/sso/connections': ADMIN_ONLY,
  'GET /api/admin/sso/connections/{id}': ADMIN_ONLY,
  'DELETE /api/admin/sso/connections/{id}': ADMIN_ONLY,
  'POST /api/admin/sso/oidc': ADMIN_CREATES,
  'PUT /api/admin/sso/oidc/{id}': ADMIN_ONLY,
  // SAML: our SP metadata is public; the ACS answers 303 (to the SPA or the error page) whoever posts.
  'GET /api/sso/saml/{connectionId}/metadata': PUBLIC,
  'GET /api/sso/saml/{connectionId}/login': REDIRECT,
  'POST /api/sso/saml/{connectionId}/acs': [303, 303, 303, 303, 303],
  'POST /api/admin/sso/saml': ADMIN_CREATES,
  'GET /api/admin/sso/saml/{id}': ADMIN_ONLY,
  'PUT /api/admin/sso/saml/{id}': ADMIN_ONLY,
  // Company sign-in administration (issue 27): the audit log, SCIM tokens and group mapping,
  // SSO-only domains. SCIM itself (/scim/v2) answers a SCIM token only, and is not in the
  // OpenAPI document (its own discovery is /scim/v2/ServiceProviderConfig, Schemas, ResourceTypes).
  'GET /api/admin/audit': ADMIN_ONLY,
  'GET /api/admin/audit/export': ADMIN_ONLY,
  'GET /api/admin/scim/tokens': ADMIN_ONLY,
  'POST /api/admin/scim/tokens': ADMIN_CREATES,
  'DELETE /api/admin/scim/tokens/{id}': ADMIN_ONLY,
  'GET /api/admin/scim/group-mappings': ADMIN_ONLY,
  'PUT /api/admin/scim/group-mappings': ADMIN_ONLY,
  'GET /api/admin/sso-domains': ADMIN_ONLY,
  'POST /api/admin/sso-domains': ADMIN_CREATES,
  'DELETE /api/admin/sso-domains/{domain}': ADMIN_ONLY,
};

/** Endpoint key (`METHOD /path` as the OpenAPI document writes it) → role → expected status. */
export const AUTHORIZATION_MATRIX: Record<string, Record<Role, number>> = Object.fromEntries(
  Object.entries(TABLE).map(([key, row]) => [
    key,
    Object.fromEntries(ORDER.map((role, index) => [role, row[index]!])) as Record<Role, number>,
  ]),
);
