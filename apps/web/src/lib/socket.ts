import type { Socket } from 'socket.io-client';
import {
  ERRORS,
  LIVE_SOCKET_PATH,
  type Ack,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '@awarequest/contracts';
import { currentLanguage } from './i18n';
import { getSession } from './session';

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
 */
export async function openLiveSocket(): Promise<LiveSocket> {
  const { io } = await import('socket.io-client');
  return io({
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
}

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
