import type { Socket } from 'socket.io-client';
import {
  ERRORS,
  LIVE_SOCKET_PATH,
  type Ack,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '@awarequest/contracts';
import i18next from 'i18next';
import { describeFailedCall } from './failed-call';
import { currentLanguage } from './i18n';
import { clearSession, getSession } from './session';
import { toastError } from './toast';

/** A socket of the live-session gateway, typed by the contracts' event map. */
export type LiveSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export type CommandName = keyof ClientToServerEvents;
export type CommandPayload<E extends CommandName> = Parameters<ClientToServerEvents[E]>[0];
export type CommandAck<E extends CommandName> = Parameters<Parameters<ClientToServerEvents[E]>[1]>[0];

/** How long a command waits for its acknowledgement before it counts as failed. */
export const COMMAND_TIMEOUT_MS = 10_000;

/**
 * Opens a socket to the gateway on this origin. socket.io-client is loaded with the first
 * call, so only the pages of a live game carry it. WebSocket first, long-polling when a proxy
 * blocks it; it reconnects by itself, and sends the language and the session's token (read
 * again on every reconnect) as its handshake.
 *
 * The server closes the sockets of a session it revoked (logout elsewhere, password reset,
 * deletion) and refuses its token: a socket closed by the server connects again, and a
 * refused token ends the session here as a 401 would, told the same way, the socket going on as a
 * guest.
 */
export async function openLiveSocket(): Promise<LiveSocket> {
  const { io } = await import('socket.io-client');
  const socket: LiveSocket = io({
    path: LIVE_SOCKET_PATH,
    transports: ['websocket', 'polling'],
    tryAllTransports: true,
    reconnectionDelay: 500,
    reconnectionDelayMax: 4000,
    auth: (send) => {
      const { token } = getSession();
      send({ language: currentLanguage(), ...(token ? { token } : {}) });
    },
  });
  socket.on('connect_error', (error) => {
    if (!isRefusedToken(error) || getSession().token === null) return;
    // Told as a 401 that ends a session is (docs/product.md §8): the same words, then signed out.
    toastError(describeFailedCall({ status: 401 }, i18next.t));
    clearSession();
    socket.connect();
  });
  socket.on('disconnect', (reason) => {
    // A restart, a new deploy or a revoked session: socket.io waits for us to reconnect.
    if (reason === 'io server disconnect') socket.connect();
  });
  return socket;
}

/** The handshake refused the session's token (revoked or expired): the server's error code. */
export const isRefusedToken = (error: Error): boolean => error.message === 'UNAUTHORIZED';

/**
 * Sends a command and resolves with its acknowledgement. A command that is not answered in
 * time (the connection dropped on the way) resolves as a failed ack, so callers handle one
 * shape.
 */
export async function sendCommand<E extends CommandName>(
  socket: LiveSocket,
  event: E,
  payload: CommandPayload<E>,
): Promise<CommandAck<E>> {
  try {
    // TypeScript cannot resolve socket.io's mapped ack types for a generic event name; the
    // signature of sendCommand carries the event map's types to every caller instead.
    const untyped: Socket = socket;
    const answer: unknown = await untyped.timeout(COMMAND_TIMEOUT_MS).emitWithAck(event, payload);
    return answer as CommandAck<E>;
  } catch {
    const failed: Ack<never> = {
      ok: false,
      code: 'REQUEST_TIMEOUT',
      message: ERRORS.REQUEST_TIMEOUT[currentLanguage()],
    };
    return failed;
  }
}
