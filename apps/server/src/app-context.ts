import type { Redis } from 'ioredis';
import type { Role } from '@awarequest/contracts';
import type { Config } from './config.js';
import type { Database, Db } from './db/client.js';
import type { DomainEventBus } from './lib/domain-events.js';
import type { Mailer } from './lib/mailer.js';
import type { PhotoStore } from './lib/photo-store/photo-store.js';
import type { RateLimits } from './lib/rate-limiter.js';
import type { SessionService } from './modules/accounts/sessions.service.js';

/** What every module needs, built once per app by `buildApp`. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  redis: Redis | undefined;
  mailer: Mailer;
  rateLimits: RateLimits;
  /** Keys JWTs and the keyed hashes of codes and one-time tokens. */
  secret: string;
  sessions: SessionService;
  /** The product's domain events (lib/domain-events.ts). */
  events: DomainEventBus;
  /** Profile photos: DATA_DIR/photos, or an S3 bucket (lib/photo-store). */
  photos: PhotoStore;
}

/** Who is calling, once the auth plugin has checked the token. */
export interface Caller {
  userId: string;
  sessionId: string;
  role: Role;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    /** preHandler: answers 401 unless the Bearer token names a live session. */
    authenticate: (request: FastifyRequest) => Promise<void>;
    /** preHandler: sets `caller` when a valid token is sent, and lets anonymous requests through. */
    identify: (request: FastifyRequest) => Promise<void>;
    /** preHandler: answers 401 without a session and 403 unless the caller is an admin. */
    requireAdmin: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    caller: Caller | null;
  }
}
