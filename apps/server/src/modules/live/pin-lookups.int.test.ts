import { describe, expect, it } from 'vitest';
import { LIMITS } from '../../lib/rate-limiter.js';
import { createSession, joinAs, send, useLiveApp, type Client } from './live.test-support.js';

/**
 * Guessing game PINs (issue 22): wrong PINs from one socket and one address are refused after
 * their budget, over the sockets and REST alike; a room typing the right PIN from one address
 * (a company NAT) all gets in, typos included.
 */

const liveApp = useLiveApp();
const { live, connect } = liveApp;

const PER_SOCKET = LIMITS.pinMissesPerSocket.points;
const PER_ADDRESS = LIMITS.pinMissesPerIpShort.points;

/** PINs that name no session: the session's own is never among them. */
function wrongPins(count: number, except: string, from = 100_000): string[] {
  const pins: string[] = [];
  for (let pin = from; pins.length < count; pin++) if (String(pin) !== except) pins.push(String(pin));
  return pins;
}

const join = (client: Client, pin: string, nickname: string) =>
  send(client, 'player:join', { pin, nickname, avatar: 'cat' });

const summary = (pin: string, address = '127.0.0.1', language = 'en') =>
  live().app.inject({
    method: 'GET',
    url: `/api/live/sessions/${pin}`,
    remoteAddress: address,
    headers: { 'accept-language': language },
  });

describe('guessing PINs over a socket', () => {
  it('refuses a socket after its wrong PINs, even the right PIN, in the socket’s language', async () => {
    const session = await createSession(live().app);
    const guesser = await connect({ language: 'ar' });
    for (const pin of wrongPins(PER_SOCKET, session.pin))
      expect(await join(guesser, pin, 'Sara')).toMatchObject({ ok: false, code: 'SESSION_NOT_FOUND' });

    const refused = await join(guesser, session.pin, 'Sara');
    expect(refused).toMatchObject({ ok: false, code: 'PIN_ATTEMPTS_EXCEEDED' });
    expect(refused.ok ? '' : refused.message).toMatch(/^أُدخلت رموز لعبة خاطئة كثيرة.* بعد ٦٠ دقيقة\.$/);
    expect(
      await send(guesser, 'player:rejoin', { pin: '100000', player_id: 'x', seat_token: 'y' }),
    ).toMatchObject({
      code: 'PIN_ATTEMPTS_EXCEEDED',
    });

    // Another phone at the same address still joins: one socket spent only its own budget.
    const neighbour = await connect();
    expect((await join(neighbour, session.pin, 'Omar')).ok).toBe(true);
  });

  it('does not count right PINs, nor joins the session refuses for another reason', async () => {
    const session = await createSession(live().app, { settings: { max_players: 1 } });
    const client = await connect();
    await joinAs(await connect(), session.pin, 'Sara');
    for (let attempt = 0; attempt < PER_SOCKET; attempt++)
      expect(await join(client, session.pin, `Omar ${attempt}`)).toMatchObject({ code: 'SESSION_FULL' });
    // The socket's budget of wrong PINs is whole: a wrong one is still looked up.
    const rejoin = { pin: wrongPins(1, session.pin)[0], player_id: 'x', seat_token: 'y' };
    expect(await send(client, 'player:rejoin', rejoin)).toMatchObject({ code: 'SESSION_NOT_FOUND' });
  });
});

describe('guessing PINs from one address', () => {
  it('refuses the address after its wrong PINs over sockets and REST, with a 429 and Retry-After', async () => {
    const session = await createSession(live().app);
    const pins = wrongPins(PER_ADDRESS, session.pin);
    // Half over sockets (a fresh socket each time its own budget is spent), half over REST.
    let socket = await connect();
    for (const [position, pin] of pins.slice(0, PER_ADDRESS / 2).entries()) {
      if (position > 0 && position % PER_SOCKET === 0) socket = await connect();
      expect(await join(socket, pin, 'Sara')).toMatchObject({ code: 'SESSION_NOT_FOUND' });
    }
    for (const pin of pins.slice(PER_ADDRESS / 2)) expect((await summary(pin)).statusCode).toBe(404);

    const rest = await summary(session.pin, '127.0.0.1', 'ar');
    expect(rest.statusCode).toBe(429);
    expect(rest.headers['retry-after']).toBeDefined();
    expect(rest.json()).toMatchObject({ status: false, code: 'PIN_ATTEMPTS_EXCEEDED' });
    expect(rest.json<{ message: string }>().message).toMatch(/^أُدخلت رموز لعبة خاطئة كثيرة/);
    expect(await join(await connect(), session.pin, 'Sara')).toMatchObject({ code: 'PIN_ATTEMPTS_EXCEEDED' });
    // Another address is not concerned.
    expect((await summary(session.pin, '10.1.2.3')).statusCode).toBe(200);
  });

  it('lets no more wrong PINs through than the budget when they are all sent at once', async () => {
    const session = await createSession(live().app);
    const answers = await Promise.all(
      wrongPins(PER_ADDRESS * 2, session.pin).map((pin) => summary(pin, '10.9.9.9')),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 404)).toHaveLength(PER_ADDRESS);
    expect(statuses.filter((status) => status === 429)).toHaveLength(PER_ADDRESS);
  });

  it('lets a room of 300 behind one address in, one in ten after a typo, and leaves its budget whole', async () => {
    const session = await createSession(live().app);
    const typos = wrongPins(30, session.pin, 900_000);
    const players = Array.from({ length: 300 }, (_, n) => n);
    const joined: boolean[] = [];
    // Phones arrive 30 at a time: the join page looks the PIN up over REST, then joins by socket.
    for (let start = 0; start < players.length; start += 30) {
      const batch = players.slice(start, start + 30);
      joined.push(
        ...(await Promise.all(
          batch.map(async (n) => {
            const typo = n % 10 === 0 ? typos[n / 10] : undefined;
            if (typo) expect((await summary(typo)).statusCode).toBe(404);
            expect((await summary(session.pin)).statusCode).toBe(200);
            const phone = await connect();
            const ack = await join(phone, session.pin, `Player ${n}`);
            phone.disconnect();
            return ack.ok;
          }),
        )),
      );
    }
    expect(joined.filter(Boolean)).toHaveLength(300);
    const read = await summary(session.pin);
    expect(read.json<{ data: { players_count: number } }>().data.players_count).toBe(300);
  });
});
