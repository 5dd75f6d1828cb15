import { describe, expect, it } from 'vitest';
import type { HostView, Joined, PlayerView } from '@awarequest/contracts';
import { LIMITS } from '../../lib/rate-limiter.js';
import { answer, gameHelpers } from './live-game.test-support.js';
import { createSession, joinAs, recorder, send, sendOk, useLiveApp } from './live.test-support.js';

/**
 * Seats of a live session (issue 22): a cap per session, a socket that joins again keeps one
 * seat, not a trail of orphans, and the nickname and avatar rules on the wire.
 */

const liveApp = useLiveApp();
const { live, connect } = liveApp;
const { setUp, startAndOpen } = gameHelpers(liveApp);

const playersOf = async (pin: string) => {
  const response = await live().app.inject({ method: 'GET', url: `/api/live/sessions/${pin}` });
  return response.json<{ data: { players_count: number } }>().data.players_count;
};

describe('the seat cap', () => {
  it('refuses a player beyond max_players, in both languages, and seats one after a kick', async () => {
    const { session, host } = await setUp(['Sara', 'Omar'], { max_players: 2 });
    const hostView = await sendOk<HostView>(host, 'host:attach', {
      pin: session.pin,
      host_key: session.host_key,
    });
    expect(hostView.settings.max_players).toBe(2);

    const late = await connect({ language: 'ar' });
    expect(await send(late, 'player:join', { pin: session.pin, nickname: 'Lina', avatar: 'cat' })).toEqual({
      ok: false,
      code: 'SESSION_FULL',
      message: 'هذه اللعبة ممتلئة. لا يمكن لمزيد من اللاعبين الانضمام.',
    });
    expect(
      await send(await connect(), 'player:join', { pin: session.pin, nickname: 'Lina', avatar: 'cat' }),
    ).toMatchObject({
      code: 'SESSION_FULL',
      message: 'This game is full. No more players can join.',
    });

    const omar = hostView.players.find((player) => player.nickname === 'Omar');
    await sendOk(host, 'host:kick', { player_id: omar?.id });
    expect((await send(late, 'player:join', { pin: session.pin, nickname: 'Lina', avatar: 'cat' })).ok).toBe(
      true,
    );
    expect(await playersOf(session.pin)).toBe(2);
  });

  it('holds against joins sent all at once', async () => {
    const session = await createSession(live().app, { settings: { max_players: 5 } });
    const phones = await Promise.all(Array.from({ length: 12 }, () => connect()));
    const acks = await Promise.all(
      phones.map((phone, n) =>
        send(phone, 'player:join', { pin: session.pin, nickname: `Player ${n}`, avatar: 'cat' }),
      ),
    );
    expect(acks.filter((ack) => ack.ok)).toHaveLength(5);
    expect(acks.flatMap((ack) => (ack.ok ? [] : [ack.code]))).toEqual(Array(7).fill('SESSION_FULL'));
    expect(await playersOf(session.pin)).toBe(5);
  });

  it('is a setting the host gives when creating the session, within 1 and 10,000', async () => {
    const session = await createSession(live().app);
    const host = await connect();
    const view = await sendOk<HostView>(host, 'host:attach', {
      pin: session.pin,
      host_key: session.host_key,
    });
    expect(view.settings.max_players).toBe(1000);
    await expect(createSession(live().app, { settings: { max_players: 10_001 } })).rejects.toThrow(
      /must not be more than 10000/,
    );
  });
});

describe('joining again from the same socket', () => {
  it('frees the earlier seat: its nickname, its place in the count and the host’s list', async () => {
    const { session, hostEvents } = await setUp([]);
    const phone = await connect();
    const first = await joinAs(phone, session.pin, 'Sara');
    const removed = hostEvents.next(
      'host:player',
      (event) => event.player.id === first.player_id && event.removed,
    );
    const second = await joinAs(phone, session.pin, 'Sarah');
    await removed;
    expect(second.player_id).not.toBe(first.player_id);
    expect(await playersOf(session.pin)).toBe(1);
    // "Sara" is free again, and the old seat cannot be taken back.
    await joinAs(await connect(), session.pin, 'Sara');
    expect(
      await send(await connect(), 'player:rejoin', {
        pin: session.pin,
        player_id: first.player_id,
        seat_token: first.seat_token,
      }),
    ).toMatchObject({ code: 'NOT_IN_SESSION' });
  });

  it('with the same nickname, takes it again', async () => {
    const { session } = await setUp([]);
    const phone = await connect();
    await joinAs(phone, session.pin, 'Sara');
    await joinAs(phone, session.pin, 'SARA');
    expect(await playersOf(session.pin)).toBe(1);
  });

  it('in another session, frees the seat of the first', async () => {
    const { session } = await setUp([]);
    const other = await createSession(live().app);
    const phone = await connect();
    await joinAs(phone, session.pin, 'Sara');
    await joinAs(phone, other.pin, 'Sara');
    expect([await playersOf(session.pin), await playersOf(other.pin)]).toEqual([0, 1]);
  });

  it('keeps one seat when a socket fires many joins at once', async () => {
    const { session } = await setUp([]);
    const phone = await connect();
    const acks = await Promise.all(
      Array.from({ length: 50 }, (_, n) =>
        send<Joined>(phone, 'player:join', { pin: session.pin, nickname: `Bot ${n}`, avatar: 'cat' }),
      ),
    );
    // One at a time: each join gives the seat before it up; past the socket's ten a minute, refused.
    const perMinute = LIMITS.liveJoinsPerSocket.points;
    expect(acks.filter((ack) => ack.ok)).toHaveLength(perMinute);
    expect(acks.filter((ack) => !ack.ok && ack.code === 'RATE_LIMITED')).toHaveLength(50 - perMinute);
    expect(await playersOf(session.pin)).toBe(1);
  });

  it('keeps a seat that has played, disconnected, in the ranking', async () => {
    const { session, host, seats } = await setUp(['Sara', 'Omar']);
    const [sara] = seats;
    if (!sara) throw new Error('no seat');
    await startAndOpen(host, seats);
    await answer(sara, 0, ['a']);
    const result = sara.events.next('player:result');
    await live().clock.advance(30_000);
    await result;
    await joinAs(sara.client, session.pin, 'Sara again');
    const view = await sendOk<HostView>(host, 'host:attach', {
      pin: session.pin,
      host_key: session.host_key,
    });
    expect(view.players.map((player) => [player.nickname, player.connected])).toEqual(
      expect.arrayContaining([
        ['Sara', false],
        ['Sara again', true],
      ]),
    );
  });
});

describe('coming back to a seat', () => {
  it('gives a new socket with the seat token the same seat, and its own socket keeps it', async () => {
    const { session, seats } = await setUp(['Sara']);
    const { joined, client } = seats[0]!;
    const same = await sendOk<PlayerView>(client, 'player:rejoin', {
      pin: session.pin,
      player_id: joined.player_id,
      seat_token: joined.seat_token,
    });
    expect(same.player.id).toBe(joined.player_id);
    client.disconnect();
    const reloaded = await connect();
    const events = recorder(reloaded);
    const back = await sendOk<PlayerView>(reloaded, 'player:rejoin', {
      pin: session.pin,
      player_id: joined.player_id,
      seat_token: joined.seat_token,
    });
    expect(back.player).toMatchObject({ id: joined.player_id, nickname: 'Sara', connected: true });
    expect(await playersOf(session.pin)).toBe(1);
    expect(events.all('player:kicked')).toEqual([]);
  });
});

describe('nicknames and avatars on the wire', () => {
  it('refuses a full-width copy of a nickname in the session', async () => {
    const { session } = await setUp(['Host']);
    expect(
      await send(await connect(), 'player:join', { pin: session.pin, nickname: 'Ｈｏｓｔ', avatar: 'cat' }),
    ).toMatchObject({
      code: 'NICKNAME_TAKEN',
    });
  });

  it.each([
    ['\u0301\u0301\u0301', 'Accents in Nickname must sit on a letter'],
    ['\u064eSara', 'Accents in Nickname must sit on a letter'],
    [`Zo${'\u0301'.repeat(8)}e`, 'Nickname may have at most 3 accents on one letter'],
    ['\u3164\u3164', 'Nickname may only contain letters, digits, spaces, dots, dashes and underscores'],
    ['1234', 'Nickname must contain at least one letter'],
  ])('refuses %j: %s', async (nickname, message) => {
    const session = await createSession(live().app);
    expect(
      await send(await connect(), 'player:join', { pin: session.pin, nickname, avatar: 'cat' }),
    ).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: { nickname: [message] },
    });
  });

  it('shows a nickname in NFKC, keeps Arabic harakat, and says the rules in Arabic', async () => {
    const session = await createSession(live().app);
    const joined = await joinAs(await connect(), session.pin, 'ｓａｒａ');
    expect(joined.view.player.nickname).toBe('sara');
    const arabic = await joinAs(await connect(), session.pin, 'مُحَمَّد');
    expect(arabic.view.player.nickname).toBe('مُحَمَّد');
    expect(
      await send(await connect({ language: 'ar' }), 'player:join', {
        pin: session.pin,
        nickname: '1234',
        avatar: 'cat',
      }),
    ).toMatchObject({
      errors: { nickname: ['يجب أن يحتوي الاسم المستعار على حرف واحد على الأقل'] },
    });
  });

  it('accepts only the avatars the product ships', async () => {
    const session = await createSession(live().app);
    for (const avatar of ['fox', '../../etc/passwd', 'https://example.com/a.png', ''])
      expect(
        await send(await connect(), 'player:join', { pin: session.pin, nickname: 'Sara', avatar }),
      ).toMatchObject({
        code: 'VALIDATION_FAILED',
        errors: { avatar: [expect.any(String)] },
      });
    expect((await joinAs(await connect(), session.pin, 'Sara', { avatar: 'robot' })).view.player.avatar).toBe(
      'robot',
    );
  });
});
