import { randomBytes } from 'node:crypto';
import type { App } from '../../app.js';
import { audienceSchema, DEFAULT_CLASSIFICATION_LABELS } from '@awarequest/contracts';
import { categories, eventCategories, events, games, ssoOnlyDomains } from '../../db/schema.js';
import { issueOneTimeToken } from '../../modules/accounts/one-time-tokens.service.js';
import { createGameTokens } from '../../modules/attempts/game-token.js';
import {
  campaignBody,
  inHours,
  insertEventCategory,
  insertEventRow,
} from '../../modules/events/events.test-support.js';
import { addSession, createEvent } from '../../modules/events/event-jobs.test-support.js';
import { multipartBody } from '../../modules/profile/profile.test-support.js';
import { insertSsoConnection } from '../../modules/sso/sso-connections.repository.js';
import { categoryBody, gameBody, questionBody } from '../authoring.fixtures.js';
import { createUser, GOOD_PASSWORD, lastMailedCode, registrationBody } from '../accounts.fixtures.js';
import { createCategory, createGame } from '../content.fixtures.js';
import { post } from '../http.js';
import { insertReportEvent } from '../../modules/events/event-report.test-support.js';
import { tinyPng, tokenOf, type ApiWorld, type Role } from './api-world.js';

/**
 * One well-formed request per endpoint, for each role: what that role would send if it were
 * allowed. The authorization matrix sends it and checks the status its table expects.
 * Unless a request names its own `token`, it carries the role's token (none for anonymous).
 */

export interface ApiRequest {
  url: string;
  token?: string | undefined;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as it is, with `contentType`. */
  raw?: { payload: Buffer | string; contentType: string };
  headers?: Record<string, string>;
  /** The caller's address: calls under per-IP limits get one each, so the limits stay out of the way. */
  ip?: string;
}

export interface RequestContext {
  app: App;
  world: ApiWorld;
  role: Role;
}

type RequestBuilder = (context: RequestContext) => ApiRequest | Promise<ApiRequest>;

const unique = () => randomBytes(4).toString('hex');
const freshEmail = () => `matrix-${unique()}@example.com`;
let nextIp = 1;
/** A documentation-range address (RFC 5737) of its own for each call. */
const freshIp = () => `198.51.${Math.floor(nextIp / 250) % 250}.${(nextIp++ % 250) + 1}`;
const adminToken = ({ world }: RequestContext) => world.tokens.admin;

/** Mails a code for `purpose` (from an address of its own) and returns it. */
async function mailedCode(app: App, email: string, purpose: 'verify' | 'reset') {
  const url = purpose === 'verify' ? '/api/sendEmailVerification' : '/api/forget-password';
  const sent = await post(app, url, { body: { email }, ip: freshIp() });
  if (sent.statusCode !== 200) throw new Error(`mailing a code failed: ${sent.text}`);
  return lastMailedCode(app, email);
}

/** A campaign for everyone over the world's game: running, or a draft starting in an hour. */
async function runningEventFor(app: App, world: ApiWorld, status: 'running' | 'draft' = 'running') {
  const category = await insertEventCategory(app);
  return insertEventRow(
    app,
    status === 'draft'
      ? { categoryId: category.id, status, startsAt: inHours(1), publishedAt: null }
      : { categoryId: category.id },
    [world.content.game.id],
  );
}

/** A scheduled tournament open to everyone, with one session the owner hosts. */
async function tournamentOfOwner({ app, world }: RequestContext) {
  const day = 86_400_000;
  const event = await createEvent(app, {
    eventType: 'tournament',
    startsAt: new Date(Date.now() + day),
    dueAt: new Date(Date.now() + 2 * day),
    audience: { everyone: true },
  });
  const session = await addSession(app, {
    eventId: event.id,
    gameId: world.content.game.id,
    hostId: world.owner.id,
    startsAt: new Date(Date.now() + day),
  });
  return { eventId: event.id, sessionId: session.id };
}

/** A live session hosted by the role itself ("other" aims at the owner's session instead). */
async function sessionOfRole({ app, world, role }: RequestContext): Promise<string> {
  if (role === 'player' || role === 'other' || role === 'anonymous') return world.live.pin;
  const answer = await post(app, '/api/live/sessions', {
    token: world.tokens[role],
    body: { source: { kind: 'game', game_id: world.content.game.id } },
  });
  if (answer.statusCode !== 201) throw new Error(`hosting failed: ${answer.text}`);
  return (answer.body.data as { pin: string }).pin;
}

/** A running campaign whose audience is the owner alone, on the world's game. */
async function ownersEventId(app: App, world: ApiWorld): Promise<string> {
  const [category] = await app.ctx.db
    .insert(eventCategories)
    .values({
      name: { en: 'Training', ar: 'تدريب' },
      description: { en: '', ar: '' },
      color: 'blue',
      icon: 'school',
    })
    .returning({ id: eventCategories.id });
  const [event] = await app.ctx.db
    .insert(events)
    .values({
      categoryId: category!.id,
      eventType: 'campaign',
      status: 'running',
      title: { en: 'Campaign', ar: 'حملة' },
      description: { en: '', ar: '' },
      startsAt: new Date(Date.now() - 86_400_000),
      dueAt: new Date(Date.now() + 86_400_000),
      audience: audienceSchema.parse({ user_ids: [world.owner.id] }),
      publishedAt: new Date(),
    })
    .returning({ id: events.id });
  return event!.id;
}

const questionOf = (world: ApiWorld) => world.content.questions[0]!;
const categoryOf = (world: ApiWorld) => world.content.categories[0]!;

export const ENDPOINT_REQUESTS: Record<string, RequestBuilder> = {
  'GET /api/health/live': () => ({ url: '/api/health/live' }),
  'GET /api/health/ready': () => ({ url: '/api/health/ready' }),
  'GET /runtime-config.json': () => ({ url: '/runtime-config.json' }),

  // ── Accounts ──
  'POST /api/login': ({ world }) => ({
    url: '/api/login',
    body: { email: world.other.email, password: GOOD_PASSWORD },
    ip: freshIp(),
  }),
  'POST /api/logout': () => ({ url: '/api/logout' }),
  'POST /api/sso/login': async ({ app, world }) => {
    const state = await issueOneTimeToken(app.ctx.db, app.ctx.secret, 'sso', world.other.id);
    return { url: '/api/sso/login', body: { state }, ip: freshIp() };
  },
  'GET /api/users/me': () => ({ url: '/api/users/me' }),
  'PUT /api/users/me': () => ({ url: '/api/users/me', body: { name: 'Renamed Person' } }),
  'DELETE /api/users/me': () => ({ url: '/api/users/me', body: { password: GOOD_PASSWORD } }),
  'POST /api/sendEmailVerification': () => ({
    url: '/api/sendEmailVerification',
    body: { email: freshEmail() },
    ip: freshIp(),
  }),
  'POST /api/VerfiyMail': async ({ app }) => {
    const email = freshEmail();
    return {
      url: '/api/VerfiyMail',
      body: { email, code: await mailedCode(app, email, 'verify') },
      ip: freshIp(),
    };
  },
  'POST /api/users': async ({ app }) => {
    const email = freshEmail();
    const code = await mailedCode(app, email, 'verify');
    const verified = await post(app, '/api/VerfiyMail', { body: { email, code }, ip: freshIp() });
    if (verified.statusCode !== 200) throw new Error(`verifying failed: ${verified.text}`);
    return { url: '/api/users', body: registrationBody(email), ip: freshIp() };
  },
  // An account of its own each time: an address gets one code a minute.
  'POST /api/forget-password': async ({ app }) => ({
    url: '/api/forget-password',
    body: { email: (await createUser(app)).email },
    ip: freshIp(),
  }),
  'POST /api/reset-password': async ({ app }) => {
    const { email } = await createUser(app);
    const code = await mailedCode(app, email, 'reset');
    return {
      url: '/api/reset-password',
      body: { email, code, password: 'Newpass123', password_confirmation: 'Newpass123' },
      ip: freshIp(),
    };
  },
  // The resource is the invited account: "player" is that account's own session; the others
  // hold no invitation token.
  'PUT /api/users/completeinfo/{id}': ({ world, role }) => ({
    url: `/api/users/completeinfo/${world.invitee.id}`,
    token: role === 'player' ? world.tokens.invitee : tokenOf(world, role),
    body: { password: 'Firstpass123', password_confirmation: 'Firstpass123' },
    ip: freshIp(),
  }),

  // ── Provider settings ──
  'GET /api/settings/theme': () => ({ url: '/api/settings/theme' }),
  'PUT /api/settings/theme': () => ({ url: '/api/settings/theme', body: { primary_color: '#112233' } }),
  'GET /api/settings/classification': () => ({ url: '/api/settings/classification' }),
  'PUT /api/settings/classification': () => ({
    url: '/api/settings/classification',
    body: { labels: DEFAULT_CLASSIFICATION_LABELS },
  }),
  'GET /api/settings/auth': () => ({ url: '/api/settings/auth' }),
  'GET /api/auth/settings': () => ({ url: '/api/auth/settings' }),
  'GET /api/auth/config': () => ({ url: '/api/auth/config' }),
  'GET /api/config/auth': () => ({ url: '/api/config/auth' }),
  'PUT /api/settings/auth': () => ({
    url: '/api/settings/auth',
    body: { sso_login_url: 'https://sso.example.com/login', is_sso_activated: false },
  }),

  // ── Authoring (admins) ──
  'GET /api/admin/categories': () => ({ url: '/api/admin/categories' }),
  'POST /api/admin/categories': () => ({ url: '/api/admin/categories', body: categoryBody(`c-${unique()}`) }),
  // The order names every category (and game, below), earlier calls' new ones included.
  'PUT /api/admin/categories/order': async ({ app }) => ({
    url: '/api/admin/categories/order',
    body: { ids: (await app.ctx.db.select({ id: categories.id }).from(categories)).map((row) => row.id) },
  }),
  'PUT /api/admin/categories/{id}': ({ world }) => ({
    url: `/api/admin/categories/${categoryOf(world).id}`,
    body: categoryBody(categoryOf(world).key),
  }),
  'DELETE /api/admin/categories/{id}': async ({ app }) => ({
    url: `/api/admin/categories/${(await createCategory(app)).id}`,
  }),
  'GET /api/admin/games': ({ world }) => ({ url: `/api/admin/games?category_id=${categoryOf(world).id}` }),
  'POST /api/admin/games': ({ world }) => ({
    url: '/api/admin/games',
    body: gameBody(`g-${unique()}`, [categoryOf(world).key]),
  }),
  'PUT /api/admin/games/order': async ({ app }) => ({
    url: '/api/admin/games/order',
    body: { ids: (await app.ctx.db.select({ id: games.id }).from(games)).map((row) => row.id) },
  }),
  'GET /api/admin/games/{id}': ({ world }) => ({ url: `/api/admin/games/${world.content.game.id}` }),
  'PUT /api/admin/games/{id}': ({ world }) => ({
    url: `/api/admin/games/${world.content.game.id}`,
    body: gameBody(world.content.game.key, [categoryOf(world).key], { published: true }),
  }),
  'DELETE /api/admin/games/{id}': async ({ app }) => ({
    url: `/api/admin/games/${(await createGame(app)).game.id}`,
  }),
  'POST /api/admin/games/{id}/questions': ({ world }) => ({
    url: `/api/admin/games/${world.content.game.id}/questions`,
    body: questionBody(`q-${unique()}`),
  }),
  'PUT /api/admin/games/{id}/questions/order': ({ world }) => ({
    url: `/api/admin/games/${world.content.game.id}/questions/order`,
    body: { ids: world.content.questions.map((question) => question.id) },
  }),
  'PUT /api/admin/questions/{id}': ({ world }) => ({
    url: `/api/admin/questions/${questionOf(world).id}`,
    body: questionBody(questionOf(world).key, {
      choices: questionOf(world).choices,
      correct: questionOf(world).correctKeys,
    }),
  }),
  'DELETE /api/admin/questions/{id}': ({ world }) => ({
    url: `/api/admin/questions/${world.content.questions[2]!.id}`,
  }),
  'GET /api/admin/categories/{id}/export': ({ world }) => ({
    url: `/api/admin/categories/${categoryOf(world).id}/export`,
  }),
  'GET /api/admin/games/{id}/export': ({ world }) => ({
    url: `/api/admin/games/${world.content.game.id}/export`,
  }),
  'POST /api/admin/content/import': async (context) => {
    const exported = await context.app.inject({
      method: 'GET',
      url: `/api/admin/games/${context.world.content.game.id}/export`,
      headers: { authorization: `Bearer ${adminToken(context)}` },
    });
    return {
      url: '/api/admin/content/import',
      raw: { payload: exported.body, contentType: 'application/json' },
    };
  },
  'POST /api/admin/images': async () => {
    const { body, contentType } = await multipartBody('photo', await tinyPng(), 'steps.png', 'image/png');
    return { url: '/api/admin/images', raw: { payload: body, contentType } };
  },
  'GET /api/admin/games/{id}/questions/stats': ({ world }) => ({
    url: `/api/admin/games/${world.content.game.id}/questions/stats`,
  }),
  'GET /api/admin/games/{id}/questions/file': ({ world }) => ({
    url: `/api/admin/games/${world.content.game.id}/questions/file?format=csv`,
  }),
  'PUT /api/admin/games/{id}/questions/file': async (context) => {
    const url = `/api/admin/games/${context.world.content.game.id}/questions/file`;
    const file = await context.app.inject({
      method: 'GET',
      url: `${url}?format=csv`,
      headers: { authorization: `Bearer ${adminToken(context)}` },
    });
    return { url, raw: { payload: file.rawPayload, contentType: 'text/csv' } };
  },

  // ── Playing ──
  'POST /api/games/{id}/attempts': ({ world }) => ({ url: `/api/games/${world.content.game.id}/attempts` }),
  'GET /api/attempts': () => ({ url: '/api/attempts' }),
  'GET /api/attempts/{id}': ({ world }) => ({ url: `/api/attempts/${world.attemptId}` }),
  'POST /api/attempts/{id}/answers': ({ world }) => ({
    url: `/api/attempts/${world.attemptId}/answers`,
    body: { question_id: questionOf(world).id, choice_keys: [questionOf(world).correctKeys[0]] },
  }),
  'POST /api/attempts/{id}/finish': ({ world }) => ({ url: `/api/attempts/${world.attemptId}/finish` }),
  // An embedded game's attempt of the owner, reported with the token the game was launched with.
  'POST /api/attempts/{id}/report': async ({ app, world }) => {
    const { game } = await createGame(app, { type: 'webgl' });
    const started = await post(app, `/api/games/${game.id}/attempts`, { token: world.tokens.player });
    const attemptId = (started.body.data as { id: string }).id;
    const token = await createGameTokens(app.ctx.secret).sign({
      attemptId,
      userId: world.owner.id,
      gameId: game.id,
      expiresAt: new Date(Date.now() + 600_000),
    });
    return { url: `/api/attempts/${attemptId}/report`, body: { token, score: 80 } };
  },
  'GET /api/categories': () => ({ url: '/api/categories' }),
  'GET /api/categories/{id}': ({ world }) => ({ url: `/api/categories/${categoryOf(world).id}` }),
  'GET /api/games': () => ({ url: '/api/games' }),
  'GET /api/games/{id}': ({ world }) => ({ url: `/api/games/${world.content.game.id}` }),

  // ── Reports (admins) ──
  'GET /api/admin/overview': () => ({ url: '/api/admin/overview' }),
  'GET /api/admin/reports': () => ({ url: '/api/admin/reports' }),
  'GET /api/admin/reports/people': () => ({ url: '/api/admin/reports/people?dimension=department&group=it' }),
  'GET /api/admin/reports/people/{id}': ({ world }) => ({
    url: `/api/admin/reports/people/${world.owner.id}`,
  }),
  'GET /api/admin/reports/evidence': () => ({ url: '/api/admin/reports/evidence' }),
  'GET /api/admin/events/{id}/report': async ({ app }) => ({
    url: `/api/admin/events/${await insertReportEvent(app)}/report`,
  }),
  'GET /api/admin/events/{id}/report/export': async ({ app }) => ({
    url: `/api/admin/events/${await insertReportEvent(app)}/report/export?format=csv`,
  }),
  'GET /api/admin/reports/export': () => ({ url: '/api/admin/reports/export?format=csv' }),
  'GET /api/admin/reports/evidence/export': () => ({ url: '/api/admin/reports/evidence/export?format=csv' }),

  // ── Live sessions ──
  'POST /api/live/sessions': ({ world }) => ({
    url: '/api/live/sessions',
    body: { source: { kind: 'game', game_id: world.content.game.id } },
  }),
  'GET /api/live/sessions/{pin}': ({ world }) => ({ url: `/api/live/sessions/${world.live.pin}` }),
  // The host key is the credential here: the owner (the host) has it, nobody else does.
  'GET /api/live/sessions/{pin}/results': ({ world, role }) => ({
    url: `/api/live/sessions/${world.live.pin}/results?format=csv`,
    ...(role === 'player' ? { headers: { 'x-host-key': world.live.hostKey } } : {}),
  }),
  'GET /api/live/sessions/{pin}/invitees': async (context) => ({
    url: `/api/live/sessions/${await sessionOfRole(context)}/invitees?q=Player`,
  }),
  'POST /api/live/sessions/{pin}/invitations': async (context) => ({
    url: `/api/live/sessions/${await sessionOfRole(context)}/invitations`,
    body: { user_ids: [context.world.other.id] },
  }),

  // ── Child accounts ──
  'GET /api/children': () => ({ url: '/api/children' }),
  'POST /api/children': () => ({
    url: '/api/children',
    body: {
      name: 'New Child',
      nickname: 'Newbie',
      avatar: 'cat',
      birth_year: new Date().getFullYear() - 9,
      username: `kid_${unique()}`,
      password: GOOD_PASSWORD,
      password_confirmation: GOOD_PASSWORD,
    },
  }),
  'PUT /api/children/{id}': ({ world }) => ({
    url: `/api/children/${world.child.id}`,
    body: {
      name: 'Renamed Child',
      nickname: 'Kiddo',
      avatar: 'dog',
      birth_year: new Date().getFullYear() - 9,
      username: world.child.username,
    },
  }),
  'DELETE /api/children/{id}': ({ world }) => ({ url: `/api/children/${world.child.id}` }),
  'POST /api/children/{id}/session': ({ world }) => ({ url: `/api/children/${world.child.id}/session` }),

  // ── Users (admins) ──
  'GET /api/admin/users': () => ({ url: '/api/admin/users' }),
  'POST /api/admin/users': () => ({
    url: '/api/admin/users',
    body: { name: 'Invited Colleague', email: freshEmail() },
  }),
  'POST /api/admin/users/{id}/invite': ({ world }) => ({
    url: `/api/admin/users/${world.invitee.id}/invite`,
  }),
  'PUT /api/admin/users/{id}/status': ({ world }) => ({
    url: `/api/admin/users/${world.owner.id}/status`,
    body: { is_active: false },
  }),
  'DELETE /api/admin/users/{id}': ({ world }) => ({ url: `/api/admin/users/${world.owner.id}` }),
  'POST /api/admin/users/import': () => ({
    url: '/api/admin/users/import',
    raw: { payload: `name,email\nImported Person,${freshEmail()}\n`, contentType: 'text/csv' },
  }),

  // ── Profile lists ──
  'GET /api/lookups': () => ({ url: '/api/lookups' }),
  'GET /api/admin/lookups': () => ({ url: '/api/admin/lookups' }),
  'POST /api/admin/lookups': () => ({
    url: '/api/admin/lookups',
    body: { list: 'position', value: `p-${unique()}`, name: { en: 'Analyst', ar: 'محلل' } },
  }),
  'PUT /api/admin/lookups/{id}': ({ world }) => ({
    url: `/api/admin/lookups/${world.lookupId}`,
    body: { list: 'department', value: 'it', name: { en: 'Information technology', ar: 'تقنية المعلومات' } },
  }),
  'DELETE /api/admin/lookups/{id}': ({ world }) => ({ url: `/api/admin/lookups/${world.lookupId}` }),

  // ── Profile photo ──
  'POST /api/users/me/photo': async () => {
    const { body, contentType } = await multipartBody('photo', await tinyPng(), 'me.png', 'image/png');
    return { url: '/api/users/me/photo', raw: { payload: body, contentType } };
  },
  'DELETE /api/users/me/photo': () => ({ url: '/api/users/me/photo' }),
  'GET /api/photos/{file}': ({ world }) => ({ url: `/api/photos/${world.photoFile}` }),

  // ── Wearable connection ──
  'GET /api/wearables': () => ({ url: '/api/wearables' }),
  'POST /api/wearables/authorize': () => ({
    url: '/api/wearables/authorize',
    body: { provider: 'google-health' },
  }),
  'POST /api/wearables/callback': () => ({
    url: '/api/wearables/callback',
    body: { state: 'a-state-nobody-issued', code: 'a-code' },
  }),
  'POST /api/wearables/sync': () => ({ url: '/api/wearables/sync' }),
  'POST /api/wearables/apply': () => ({ url: '/api/wearables/apply', body: { fields: ['height'] } }),
  'DELETE /api/wearables/connection': () => ({ url: '/api/wearables/connection' }),

  // ── Notifications and scores ──
  'GET /api/notifications': () => ({ url: '/api/notifications' }),
  'PUT /api/notifications/read-all': () => ({ url: '/api/notifications/read-all' }),
  'PUT /api/notifications/{id}/read': ({ world }) => ({
    url: `/api/notifications/${world.notificationId}/read`,
  }),
  'GET /api/dashboard': () => ({ url: '/api/dashboard' }),
  'GET /api/leaderboard': () => ({ url: '/api/leaderboard' }),
  'PUT /api/users/me/leaderboard': () => ({ url: '/api/users/me/leaderboard', body: { anonymous: true } }),

  // ── Events ──
  'GET /api/event-categories': () => ({ url: '/api/event-categories' }),
  'POST /api/admin/event-categories': () => ({
    url: '/api/admin/event-categories',
    body: { name: { en: 'Mandatory training', ar: 'تدريب إلزامي' } },
  }),
  'PUT /api/admin/event-categories/{id}': async ({ app }) => ({
    url: `/api/admin/event-categories/${(await insertEventCategory(app)).id}`,
    body: { name: { en: 'Awareness month', ar: 'شهر التوعية' }, icon: 'flag' },
  }),
  'DELETE /api/admin/event-categories/{id}': async ({ app }) => ({
    url: `/api/admin/event-categories/${(await insertEventCategory(app)).id}`,
  }),
  'GET /api/events': () => ({ url: '/api/events' }),
  'GET /api/events/{id}': async ({ app, world }) => ({
    url: `/api/events/${(await runningEventFor(app, world)).id}`,
  }),
  'GET /api/admin/events': () => ({ url: '/api/admin/events' }),
  'POST /api/admin/events': async ({ app, world }) => ({
    url: '/api/admin/events',
    body: campaignBody((await insertEventCategory(app)).id, [world.content.game.id]),
  }),
  'POST /api/admin/events/audience-preview': () => ({
    url: '/api/admin/events/audience-preview',
    body: { audience: { everyone: true } },
  }),
  'GET /api/admin/events/{id}': async ({ app, world }) => ({
    url: `/api/admin/events/${(await runningEventFor(app, world)).id}`,
  }),
  'PUT /api/admin/events/{id}': async ({ app, world }) => {
    const event = await runningEventFor(app, world, 'draft');
    return {
      url: `/api/admin/events/${event.id}`,
      body: campaignBody(event.categoryId, [world.content.game.id]),
    };
  },
  'DELETE /api/admin/events/{id}': async ({ app, world }) => ({
    url: `/api/admin/events/${(await runningEventFor(app, world, 'draft')).id}`,
  }),
  'POST /api/admin/events/{id}/publish': async ({ app, world }) => ({
    url: `/api/admin/events/${(await runningEventFor(app, world, 'draft')).id}/publish`,
  }),
  'POST /api/admin/events/{id}/cancel': async ({ app, world }) => ({
    url: `/api/admin/events/${(await runningEventFor(app, world)).id}/cancel`,
  }),
  'POST /api/admin/events/{id}/duplicate': async ({ app, world }) => ({
    url: `/api/admin/events/${(await runningEventFor(app, world)).id}/duplicate`,
  }),
  // ── Live tournaments ──
  'POST /api/events/{id}/registration': async (context) => ({
    url: `/api/events/${(await tournamentOfOwner(context)).eventId}/registration`,
  }),
  'DELETE /api/events/{id}/registration': async (context) => ({
    url: `/api/events/${(await tournamentOfOwner(context)).eventId}/registration`,
  }),
  'POST /api/events/{id}/sessions/{sessionId}/host': async (context) => {
    const { eventId, sessionId } = await tournamentOfOwner(context);
    return { url: `/api/events/${eventId}/sessions/${sessionId}/host` };
  },
  // ── Children enrolled by their parent ──
  'GET /api/events/{id}/children': async ({ app, world }) => ({
    url: `/api/events/${(await runningEventFor(app, world)).id}/children`,
  }),
  'PUT /api/events/{id}/children/{childId}': async ({ app, world }) => ({
    url: `/api/events/${(await runningEventFor(app, world)).id}/children/${world.child.id}`,
  }),
  'DELETE /api/events/{id}/children/{childId}': async ({ app, world }) => ({
    url: `/api/events/${(await runningEventFor(app, world)).id}/children/${world.child.id}`,
  }),
  // ── Calendars ──
  'GET /api/events/{id}/calendar': async ({ app, world }) => ({
    url: `/api/events/${await ownersEventId(app, world)}/calendar`,
  }),
  'GET /api/users/me/calendar-feed': () => ({ url: '/api/users/me/calendar-feed' }),
  'POST /api/users/me/calendar-feed': () => ({ url: '/api/users/me/calendar-feed' }),
  'DELETE /api/users/me/calendar-feed': () => ({ url: '/api/users/me/calendar-feed' }),
  'GET /api/calendar-feeds/{token}': async ({ app, world }) => {
    const made = await post(app, '/api/users/me/calendar-feed', { token: world.tokens.player });
    if (made.statusCode !== 201) throw new Error(`making a calendar feed failed: ${made.text}`);
    const url = new URL((made.body.data as { url: string }).url);
    return { url: url.pathname, ip: freshIp() };
  },
  // ── Company sign-in ──
  'GET /api/sso/start': () => ({ url: '/api/sso/start?return_to=%2Fprofile' }),
  'GET /api/sso/connections': () => ({ url: '/api/sso/connections' }),
  'GET /api/sso/oidc/{connectionId}/login': async ({ app }) => ({
    url: `/api/sso/oidc/${(await ssoConnectionOf(app)).id}/login?return_to=%2F`,
  }),
  'GET /api/sso/oidc/callback': () => ({ url: '/api/sso/oidc/callback?code=c&state=s' }),
  'GET /api/sso/oidc/logout': () => ({ url: '/api/sso/oidc/logout' }),
  'GET /api/admin/sso/connections': () => ({ url: '/api/admin/sso/connections' }),
  'GET /api/admin/sso/connections/{id}': async ({ app }) => ({
    url: `/api/admin/sso/connections/${(await ssoConnectionOf(app)).id}`,
  }),
  'DELETE /api/admin/sso/connections/{id}': async ({ app }) => ({
    url: `/api/admin/sso/connections/${(await ssoConnectionOf(app)).id}`,
  }),
  'POST /api/admin/sso/oidc': () => ({ url: '/api/admin/sso/oidc', body: oidcConnectionBody() }),
  'PUT /api/admin/sso/oidc/{id}': async ({ app }) => ({
    url: `/api/admin/sso/oidc/${(await ssoConnectionOf(app)).id}`,
    body: oidcConnectionBody(),
  }),
  'GET /api/sso/saml/{connectionId}/metadata': async ({ app }) => ({
    url: `/api/sso/saml/${(await samlConnectionOf(app)).id}/metadata`,
  }),
  'GET /api/sso/saml/{connectionId}/login': async ({ app }) => ({
    url: `/api/sso/saml/${(await samlConnectionOf(app)).id}/login?return_to=%2F`,
  }),
  'POST /api/sso/saml/{connectionId}/acs': async ({ app }) => ({
    url: `/api/sso/saml/${(await samlConnectionOf(app)).id}/acs`,
    raw: {
      payload: 'SAMLResponse=PG5vdC1zYW1sLz4%3D&RelayState=%2F',
      contentType: 'application/x-www-form-urlencoded',
    },
  }),
  'POST /api/admin/sso/saml': () => ({ url: '/api/admin/sso/saml', body: samlConnectionBody() }),
  'GET /api/admin/sso/saml/{id}': async ({ app }) => ({
    url: `/api/admin/sso/saml/${(await samlConnectionOf(app)).id}`,
  }),
  'PUT /api/admin/sso/saml/{id}': async ({ app }) => ({
    url: `/api/admin/sso/saml/${(await samlConnectionOf(app)).id}`,
    body: samlConnectionBody(),
  }),
  // ── Company sign-in administration (issue 27) ──
  'GET /api/admin/audit': () => ({ url: '/api/admin/audit?outcome=refused' }),
  'GET /api/admin/audit/export': () => ({ url: '/api/admin/audit/export?source=scim' }),
  'GET /api/admin/scim/tokens': () => ({ url: '/api/admin/scim/tokens' }),
  'POST /api/admin/scim/tokens': () => ({ url: '/api/admin/scim/tokens', body: { label: 'Entra ID' } }),
  'DELETE /api/admin/scim/tokens/{id}': async (context) => {
    const made = await post(context.app, '/api/admin/scim/tokens', {
      token: adminToken(context),
      body: { label: 'to revoke' },
    });
    if (made.statusCode !== 201) throw new Error(`making a SCIM token failed: ${made.text}`);
    return { url: `/api/admin/scim/tokens/${(made.body.data as { item: { id: string } }).item.id}` };
  },
  'GET /api/admin/scim/group-mappings': () => ({ url: '/api/admin/scim/group-mappings' }),
  'PUT /api/admin/scim/group-mappings': () => ({
    url: '/api/admin/scim/group-mappings',
    body: { items: [{ scim_group: 'Sales Team', target: 'department', value: 'Sales' }] },
  }),
  'GET /api/admin/sso-domains': () => ({ url: '/api/admin/sso-domains' }),
  'POST /api/admin/sso-domains': () => ({
    url: '/api/admin/sso-domains',
    body: { domain: `sso-${unique()}.example` },
  }),
  'DELETE /api/admin/sso-domains/{domain}': async ({ app }) => {
    const domain = `gone-${unique()}.example`;
    await app.ctx.db.insert(ssoOnlyDomains).values({ domain });
    return { url: `/api/admin/sso-domains/${domain}` };
  },
};

/** A SAML connection of its own for each call, without IdP metadata (nobody can sign in with it). */
const samlConnectionOf = (app: App) =>
  insertSsoConnection(app.ctx.db, {
    protocol: 'saml',
    label: `Matrix ${unique()}`,
    config: {
      spEntityId: 'https://aq.example.com/api/sso/saml/x/metadata',
      acsUrl: 'https://aq.example.com/api/sso/saml/x/acs',
      idp: null,
    },
  });
const samlConnectionBody = () => ({
  label: `Matrix ${unique()}`,
  enabled: false,
  allowed_domains: [],
  attribute_mapping: {},
  unknown_lookup_values: 'add',
  email_attribute: '',
  email_verified: false,
});

/** A disabled OIDC connection of its own for each call (its provider is never reached). */
const ssoConnectionOf = (app: App) =>
  insertSsoConnection(app.ctx.db, {
    protocol: 'oidc',
    label: `Matrix ${unique()}`,
    enabled: false,
    config: { issuer: 'https://idp.example.com', clientId: 'aq' },
  });
const oidcConnectionBody = () => ({
  label: `Matrix ${unique()}`,
  enabled: false,
  allowed_domains: ['example.com'],
  attribute_mapping: { department: 'department' },
  unknown_lookup_values: 'add',
  issuer: 'https://idp.example.com',
  client_id: 'aq',
  client_secret: 'secret',
  scopes: 'openid email profile',
  end_session: true,
});
