import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HostView, PlayerView } from '@awarequest/contracts';

/**
 * A socket that stands in for socket.io's: it records what is emitted, in order, and holds each
 * ack until the test answers it. socket.io sends what was emitted while disconnected before
 * anything the 'connect' listeners send, so an emit's place in `sent` is its place on the wire.
 */
const fake = vi.hoisted(() => {
  type Listener = (...args: unknown[]) => void;
  const listeners = new Map<string, Listener[]>();
  const sent: { event: string; payload: unknown; ack: (answer: unknown) => void }[] = [];
  const socket = {
    connected: false,
    on(event: string, listener: Listener) {
      listeners.set(event, [...(listeners.get(event) ?? []), listener]);
      return socket;
    },
    once(event: string, listener: Listener) {
      return socket.on(event, listener);
    },
    off: () => socket,
    connect: () => socket,
    disconnect: () => socket,
    timeout: () => ({
      emitWithAck: (event: string, payload: unknown) =>
        new Promise((resolve) => {
          sent.push({ event, payload, ack: resolve });
        }),
    }),
    fire(event: string, ...args: unknown[]) {
      if (event === 'connect') socket.connected = true;
      if (event === 'disconnect') socket.connected = false;
      for (const listener of listeners.get(event) ?? []) listener(...args);
    },
  };
  return { socket, sent, listeners };
});
vi.mock('../../../lib/socket', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/socket')>()),
  openLiveSocket: () => Promise.resolve(fake.socket),
}));
const { playerSession, submitAnswer } = await import('./player-session');
const { hostSession, sendHostCommand } = await import('./host-session');
const { saveHostKey, saveSeat } = await import('./seats');

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const events = () => fake.sent.map((entry) => entry.event);
const ackOf = (event: string) => fake.sent.find((entry) => entry.event === event)?.ack;

describe('a command tapped while the live connection is back but not yet in its seat', () => {
  beforeEach(() => {
    fake.sent.length = 0;
    fake.listeners.clear();
    fake.socket.connected = false;
  });
  afterEach(() => {
    sessionStorage.clear();
    localStorage.clear();
  });

  it("sends a player's answer after the rejoin, once the seat is back (a server restart or a lost network)", async () => {
    saveSeat('123456', { player_id: 'p1', seat_token: 'seat' });
    const session = playerSession('123456');
    await session.socket;
    await settle();
    fake.socket.fire('connect');
    ackOf('player:rejoin')?.({ ok: true, data: { server_now: Date.now() } as PlayerView });
    await settle();

    // The server went away; the player answers while the phone reconnects.
    fake.socket.fire('disconnect', 'transport close');
    fake.sent.length = 0;
    const answered = submitAnswer(session, 0, { choice_keys: ['a'] });
    await settle();
    fake.socket.fire('connect');
    await settle();
    expect(events()).toEqual(['player:rejoin']);
    ackOf('player:rejoin')?.({ ok: true, data: { server_now: Date.now() } as PlayerView });
    await settle();
    expect(events()).toEqual(['player:rejoin', 'player:answer']);
    ackOf('player:answer')?.({ ok: true, data: { answered_at: 1 } });
    expect(await answered).toEqual({ ok: true, data: { answered_at: 1 } });
    session.close();
  });

  it("sends a host's command after the host is attached again", async () => {
    saveHostKey('654321', 'host-key');
    const session = hostSession('654321');
    await session.socket;
    await settle();
    fake.socket.fire('connect');
    ackOf('host:attach')?.({ ok: true, data: { server_now: Date.now(), eligible: null } as HostView });
    await settle();

    fake.socket.fire('disconnect', 'transport close');
    fake.sent.length = 0;
    const next = sendHostCommand(session, 'host:next');
    await settle();
    fake.socket.fire('connect');
    await settle();
    expect(events()).toEqual(['host:attach']);
    ackOf('host:attach')?.({ ok: true, data: { server_now: Date.now(), eligible: null } as HostView });
    await settle();
    expect(events()).toEqual(['host:attach', 'host:next']);
    ackOf('host:next')?.({ ok: true, data: null });
    expect(await next).toEqual({ ok: true, data: null });
    session.close();
  });
});
