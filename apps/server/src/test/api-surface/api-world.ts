import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { createdSessionSchema, envelopeSchema } from '@awarequest/contracts';
import type { App } from '../../app.js';
import { lookups, notifications } from '../../db/schema.js';
import { uploadPhoto } from '../../modules/profile/profile.test-support.js';
import { rowsOf } from '../../modules/scores/score-inputs.repository.js';
import { createAdmin, createChildUser, createUser, type TestUser } from '../accounts.fixtures.js';
import { createGame, type CreatedGame } from '../content.fixtures.js';
import { post } from '../http.js';

/**
 * The accounts and resources both API suites call against. The "owner" is a family player
 * who owns everything that can be owned (a child account, an attempt, a notification, a
 * hosted live session, a photo); "other" is a second family player who owns none of it.
 */

export const ROLES = ['anonymous', 'player', 'child', 'admin', 'other'] as const;
export type Role = (typeof ROLES)[number];
export type SignedInRole = Exclude<Role, 'anonymous'>;

export interface ApiWorld {
  owner: TestUser;
  child: { id: string; username: string };
  other: TestUser;
  admin: TestUser;
  /** An account an admin invited, still without a password. */
  invitee: TestUser;
  tokens: Record<SignedInRole, string> & { invitee: string };
  content: CreatedGame;
  attemptId: string;
  notificationId: string;
  lookupId: string;
  live: { pin: string; hostKey: string };
  /** The file name of the owner's profile photo, as GET /photos/{file} takes it. */
  photoFile: string;
}

let nextUsername = 0;

/** A session token for `userId`, straight from the session service (no Argon2 round trip). */
export const mintToken = (app: App, userId: string) =>
  app.ctx.sessions.create(userId, { ip: '127.0.0.1', userAgent: 'api-surface-test' });

async function hostSession(app: App, token: string, gameId: string) {
  const answer = await post(app, '/api/live/sessions', {
    token,
    body: { source: { kind: 'game', game_id: gameId } },
  });
  if (answer.statusCode !== 201) throw new Error(`hosting a live session failed: ${answer.text}`);
  const created = envelopeSchema(createdSessionSchema).parse(answer.body).data;
  return { pin: created.pin, hostKey: created.host_key };
}

/** A small PNG, the kind of file POST /users/me/photo takes. */
export const tinyPng = () =>
  sharp({ create: { width: 32, height: 32, channels: 3, background: '#16787F' } })
    .png()
    .toBuffer();

export async function createApiWorld(app: App): Promise<ApiWorld> {
  const { db } = app.ctx;
  const owner = await createUser(app, { name: 'Owner Player', accountType: 'family' });
  const other = await createUser(app, { name: 'Other Player', accountType: 'family' });
  const admin = await createAdmin(app);
  const invitee = await createUser(app, { name: 'Invited Person', password: null, emailVerifiedAt: null });
  const childRow = await createChildUser(app, owner.id, `kid_${process.pid}_${nextUsername++}`);
  const tokens = {
    player: await mintToken(app, owner.id),
    child: await mintToken(app, childRow.id),
    admin: await mintToken(app, admin.id),
    other: await mintToken(app, other.id),
    invitee: await mintToken(app, invitee.id),
  };
  const content = await createGame(app, { questions: 3 });

  const started = await post(app, `/api/games/${content.game.id}/attempts`, { token: tokens.player });
  if (started.statusCode !== 201) throw new Error(`starting an attempt failed: ${started.text}`);
  const attemptId = (started.body.data as { id: string }).id;

  const [notification] = await db
    .insert(notifications)
    .values({ userId: owner.id, kind: 'new_game', params: {} })
    .returning({ id: notifications.id });
  const [lookup] = await db
    .insert(lookups)
    .values({ kind: 'department', value: 'it', name: { en: 'IT', ar: 'تقنية المعلومات' } })
    .returning({ id: lookups.id });

  const photo = await uploadPhoto(app, tokens.player, await tinyPng());
  if (photo.statusCode !== 200) throw new Error(`uploading a photo failed: ${photo.text}`);
  const photoUrl = (photo.body.data as { photo: string | null }).photo ?? '';

  return {
    owner,
    child: { id: childRow.id, username: childRow.username ?? '' },
    other,
    admin,
    invitee,
    tokens,
    content,
    attemptId,
    notificationId: notification!.id,
    lookupId: lookup!.id,
    live: await hostSession(app, tokens.player, content.game.id),
    photoFile: photoUrl.split('/').pop()?.split('?')[0] ?? '',
  };
}

/**
 * A digest of the world's own rows (its accounts, revoked sessions, content, the owner's
 * attempt, notification and lookup). A call that changed none of them leaves the world as
 * built, so the next call may use it without a rebuild.
 */
export async function worldDigest(app: App, world: ApiWorld): Promise<string> {
  const userIds = [world.owner.id, world.child.id, world.other.id, world.admin.id, world.invitee.id];
  const categoryIds = world.content.categories.map((category) => category.id);
  const gameId = world.content.game.id;
  const list = (ids: string[]) =>
    sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    );
  const rows = await rowsOf<{ digest: string }>(
    app.ctx.db,
    sql`select md5(coalesce(string_agg(r, '|' order by r), '')) as digest from (
      select t::text as r from users t where t.id in (${list(userIds)})
      union all select t::text from auth_sessions t where t.user_id in (${list(userIds)}) and t.revoked_at is not null
      union all select t::text from categories t where t.id in (${list(categoryIds)})
      union all select t::text from games t where t.id = ${gameId}
      union all select t::text from game_categories t where t.game_id = ${gameId}
      union all select t::text from questions t where t.game_id = ${gameId}
      union all select t::text from attempts t where t.id = ${world.attemptId}
      union all select t::text from attempt_answers t where t.attempt_id = ${world.attemptId}
      union all select t::text from notifications t where t.id = ${world.notificationId}
      union all select t::text from lookups t where t.id = ${world.lookupId}
    ) as world_rows`,
  );
  return rows[0]?.digest ?? '';
}

/** The token a role sends; anonymous sends none. */
export const tokenOf = (world: ApiWorld, role: Role): string | undefined =>
  role === 'anonymous' ? undefined : world.tokens[role];
