import type { IncomingMessage } from 'node:http';
import fp from 'fastify-plugin';
import Negotiator from 'negotiator';
import { Server, type Socket } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import {
  DEFAULT_LANGUAGE,
  ERRORS,
  LANGUAGES,
  LIVE_SOCKET_PATH,
  isLanguage,
  type ClientToServerEvents,
  type Language,
  type ServerToClientEvents,
} from '@awarequest/contracts';

/** Messages between server instances (through the Redis adapter), never to clients. */
export interface InterServerEvents {
  /** A question closed or the game ended: each instance sends its own players their private result. */
  'live:private': (pin: string, kind: 'result' | 'performance', index: number) => void;
}

/** Who a connection is, set at the handshake and by the live gateway. */
export interface SocketData {
  language: Language;
  /** The signed-in user (a valid Bearer token in `auth.token`), else null: guests play too. */
  userId: string | null;
  /** The session of that token: revoking it closes the socket. */
  sessionId: string | null;
  /** The client's address, as `request.ip` has it on the API (for the live games' limits). */
  address: string;
  /** The session this socket hosts (after `host:attach` with the right key). */
  hostPin?: string;
  /** The seat this socket plays (after `player:join` or `player:rejoin`). */
  player?: { pin: string; id: string };
}

export type AppSocketServer = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  InterServerEvents,
  SocketData
>;
export type AppSocket = Socket<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;

declare module 'fastify' {
  interface FastifyInstance {
    io: AppSocketServer;
  }
}

/** The handshake's language: `auth.language` when it is one of ours, else Accept-Language, else en. */
function handshakeLanguage(auth: Record<string, unknown>, request: IncomingMessage): Language {
  if (isLanguage(auth.language)) return auth.language;
  const best = new Negotiator(request).language([...LANGUAGES]);
  return (best as Language | undefined) ?? DEFAULT_LANGUAGE;
}

/** Rooms every signed-in socket joins, so a revocation reaches its sockets on every instance. */
const sessionRoom = (sessionId: string) => `auth:session:${sessionId}`;
const accountRoom = (userId: string) => `auth:user:${userId}`;

/** The handshake's refusal of a bad, expired or revoked token: the client sees `message` UNAUTHORIZED and `data`. */
function unauthorized(language: Language): Error & { data: { code: string; message: string } } {
  return Object.assign(new Error('UNAUTHORIZED'), {
    data: { code: 'UNAUTHORIZED', message: ERRORS.UNAUTHORIZED[language] },
  });
}

/**
 * The address a connection comes from. Behind a trusted proxy, the first X-Forwarded-For entry:
 * what Fastify's `request.ip` is with `trustProxy: true` (every hop trusted), so a client has
 * one address for the API's limits and the sockets'.
 */
function clientAddress(request: IncomingMessage, trustProxy: boolean): string {
  const forwarded = trustProxy ? request.headers['x-forwarded-for'] : undefined;
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  return first || (request.socket.remoteAddress ?? 'unknown');
}

/**
 * Socket.IO 4 on Fastify's own HTTP server (one port for the SPA, the API and the sockets):
 * WebSocket first, long-polling as the fallback for proxies that block it. Browsers may
 * connect from this origin only (or PUBLIC_URL's); with REDIS_URL, broadcasts reach the
 * sockets of every instance through the Redis adapter.
 */
export const socketIoPlugin = fp(async (app) => {
  const { config, redis, sessions } = app.ctx;
  const publicOrigin = config.publicUrl ? new URL(config.publicUrl).origin : undefined;

  const isSameOrigin = (request: IncomingMessage): boolean => {
    const origin = request.headers.origin;
    if (!origin) return true; // not a browser
    if (origin === publicOrigin) return true;
    const forwarded = config.trustProxy ? request.headers['x-forwarded-host'] : undefined;
    const host =
      (typeof forwarded === 'string' ? forwarded.split(',')[0]?.trim() : undefined) ?? request.headers.host;
    try {
      return new URL(origin).host === host;
    } catch {
      return false;
    }
  };

  const io: AppSocketServer = new Server(app.server, {
    path: LIVE_SOCKET_PATH,
    transports: ['websocket', 'polling'],
    serveClient: false,
    allowRequest: (request, callback) => {
      callback(null, isSameOrigin(request));
    },
  });

  const adapterClients = redis ? [redis.duplicate(), redis.duplicate()] : [];
  const [publisher, subscriber] = adapterClients;
  if (publisher && subscriber)
    io.adapter(createAdapter(publisher, subscriber, { key: `${config.redisKeyPrefix}socket.io` }));

  io.use((socket, next) => {
    const auth = socket.handshake.auth as Record<string, unknown>;
    const language = handshakeLanguage(auth, socket.request);
    socket.data.language = language;
    socket.data.address = clientAddress(socket.request, config.trustProxy);
    socket.data.userId = null;
    socket.data.sessionId = null;
    const token = typeof auth.token === 'string' ? auth.token : undefined;
    if (!token) {
      next();
      return;
    }
    // A token whose session is over is refused (the client drops it and may come back as a
    // guest), so a revoked session cannot listen in again.
    sessions.verify(token).then(
      (caller) => {
        socket.data.userId = caller.userId;
        socket.data.sessionId = caller.sessionId;
        next();
      },
      () => {
        next(unauthorized(language));
      },
    );
  });

  io.on('connection', (socket) => {
    const { userId, sessionId } = socket.data;
    if (!userId || !sessionId) return;
    void socket.join([sessionRoom(sessionId), accountRoom(userId)]);
    // A revocation between the handshake and the join would have missed this socket: asked
    // after joining, the database tells whether one happened.
    sessions.isLive(sessionId).then(
      (isLive) => {
        if (!isLive) socket.disconnect(true);
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'session check of a socket failed');
      },
    );
  });
  // Only the instance that revoked reacts; the adapter carries the disconnection to the others.
  const stopRevoking = app.ctx.events.on('session.revoked', (revoked) => {
    const room = 'sessionId' in revoked ? sessionRoom(revoked.sessionId) : accountRoom(revoked.userId);
    io.in(room).disconnectSockets(true);
  });

  app.decorate('io', io);
  // Open WebSockets would keep the HTTP server from closing: they go first.
  app.addHook('preClose', (done) => {
    stopRevoking();
    io.local.disconnectSockets(true);
    done();
  });
  app.addHook('onClose', async () => {
    await io.close();
    await Promise.all(adapterClients.map((client) => client.quit()));
  });
});
