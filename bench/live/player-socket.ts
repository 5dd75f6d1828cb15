import { io, type Socket } from 'socket.io-client';
import {
  LIVE_SOCKET_PATH,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '@awarequest/contracts';
import { ProtocolClient } from './protocol-client.js';

/**
 * A simulated player's connection, on either client: the lean `ProtocolClient` (the default) or
 * the official `socket.io-client` (`BENCH_LIVE_CLIENT=socket.io-client`). Both speak the same
 * protocol to the same server; they differ only in what they cost the load generator.
 */
export interface PlayerSocket {
  on<E extends keyof ServerToClientEvents>(event: E, listener: ServerToClientEvents[E]): void;
  emitWithAck<E extends keyof ClientToServerEvents>(
    event: E,
    payload: Parameters<ClientToServerEvents[E]>[0],
    timeoutMs: number,
  ): Promise<Parameters<Parameters<ClientToServerEvents[E]>[1]>[0]>;
  /** Messages received so far, of any event. */
  received(): number;
  /** Called when the server or the network closes the connection (not after `disconnect`). */
  onDisconnect(listener: () => void): void;
  disconnect(): void;
}

export type ClientKind = 'protocol' | 'socket.io-client';

export function clientKind(value: string | undefined): ClientKind {
  if (value === undefined || value === '' || value === 'protocol') return 'protocol';
  if (value === 'socket.io-client') return value;
  throw new Error(`BENCH_LIVE_CLIENT must be "protocol" or "socket.io-client", got "${value}"`);
}

export function connectPlayer(kind: ClientKind, url: string, timeoutMs: number): Promise<PlayerSocket> {
  return kind === 'protocol' ? connectProtocol(url, timeoutMs) : connectOfficial(url, timeoutMs);
}

async function connectProtocol(url: string, timeoutMs: number): Promise<PlayerSocket> {
  const client = await ProtocolClient.connect(url, timeoutMs);
  return {
    on: (event, listener) => {
      client.on(event, listener);
    },
    emitWithAck: (event, payload, ackTimeoutMs) => client.emitWithAck(event, payload, ackTimeoutMs),
    received: () => client.received,
    onDisconnect: (listener) => {
      client.onDisconnect = listener;
    },
    disconnect: () => {
      client.disconnect();
    },
  };
}

async function connectOfficial(url: string, timeoutMs: number): Promise<PlayerSocket> {
  const client: Socket<ServerToClientEvents, ClientToServerEvents> = io(url, {
    path: LIVE_SOCKET_PATH,
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
    timeout: timeoutMs,
  });
  await new Promise<void>((resolve, reject) => {
    client.once('connect', resolve);
    client.once('connect_error', reject);
  });
  let received = 0;
  client.onAny(() => {
    received++;
  });
  let closing = false;
  return {
    on: (event, listener) => {
      client.on(event, listener as never);
    },
    emitWithAck: (event, payload, ackTimeoutMs) =>
      (client.timeout(ackTimeoutMs).emitWithAck as (name: string, body: unknown) => Promise<never>)(
        event,
        payload,
      ),
    received: () => received,
    onDisconnect: (listener) => {
      client.on('disconnect', () => {
        if (!closing) listener();
      });
    },
    disconnect: () => {
      closing = true;
      client.disconnect();
    },
  };
}
