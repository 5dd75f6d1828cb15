import { afterEach, describe, expect, it, vi } from 'vitest';

type Listener = (...args: never[]) => void;
/** A stand-in for socket.io-client's socket: records listeners and connect() calls. */
const fake = vi.hoisted(() => {
  const listeners = new Map<string, Listener[]>();
  return {
    listeners,
    connect: vi.fn(),
    emit(event: string, ...args: unknown[]) {
      for (const listener of listeners.get(event) ?? [])
        (listener as (...values: unknown[]) => void)(...args);
    },
  };
});
vi.mock('socket.io-client', () => ({
  io: () => ({
    on(event: string, listener: Listener) {
      fake.listeners.set(event, [...(fake.listeners.get(event) ?? []), listener]);
    },
    connect: fake.connect,
  }),
}));
const toastError = vi.fn();
vi.mock('./toast', () => ({ toastError }));
const { openLiveSocket } = await import('./socket');
const { clearSession, getSession, saveSession } = await import('./session');
const { initI18n } = await import('./i18n');
await initI18n();

const user = { id: 'u1', name: 'Sara' } as Parameters<typeof saveSession>[0];

afterEach(() => {
  toastError.mockClear();
  fake.listeners.clear();
  fake.connect.mockClear();
  clearSession();
});

describe('openLiveSocket', () => {
  it('ends the session and connects again as a guest when the server refuses the token', async () => {
    saveSession(user, 'revoked-token');
    await openLiveSocket();
    fake.emit('connect_error', new Error('UNAUTHORIZED'));
    expect(getSession()).toEqual({ user: null, token: null });
    expect(toastError).toHaveBeenCalledWith(expect.stringMatching(/session has expired/));
    expect(fake.connect).toHaveBeenCalledTimes(1);
  });

  it('keeps the session on other connection errors (socket.io retries by itself)', async () => {
    saveSession(user, 'good-token');
    await openLiveSocket();
    fake.emit('connect_error', new Error('xhr poll error'));
    expect(getSession().token).toBe('good-token');
    expect(toastError).not.toHaveBeenCalled();
    expect(fake.connect).not.toHaveBeenCalled();
  });

  it('connects again when the server closes the socket (a revocation or a restart)', async () => {
    await openLiveSocket();
    fake.emit('disconnect', 'io client disconnect');
    expect(fake.connect).not.toHaveBeenCalled();
    fake.emit('disconnect', 'io server disconnect');
    expect(fake.connect).toHaveBeenCalledTimes(1);
  });
});
