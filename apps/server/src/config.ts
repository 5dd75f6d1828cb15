import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { RuntimeConfig } from '@awarequest/contracts';
import type { S3PhotoStoreOptions } from './lib/photo-store/s3-photo-store.js';

/**
 * The only reader of process.env. Every setting has an embedded default, so
 * `npm start` works on a laptop with no database, cache or mail server.
 */

/** The repository's `content/` pack, found from this file so any working directory works. */
const DEFAULT_CONTENT_DIR = fileURLToPath(new URL('../../../content', import.meta.url));

const flag = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');
const optionalText = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional();

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
  REDIS_KEY_PREFIX: z.string().default('aq:'),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().default('AwareQuest <no-reply@awarequest.local>'),
  DEV_OUTBOX_API: flag.default(false),
  /** Test-only: POST /api/dev/attempts/:id/expire ends an attempt's time (the browser tests' clock). */
  DEV_CLOCK_API: flag.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).default(15_000),
  TRUST_PROXY: flag.default(false),
  RATE_LIMITS: flag.default(true),
  SEED: flag.default(true),
  ADMIN_EMAIL: z.email().default('admin@awarequest.local'),
  ADMIN_PASSWORD: optionalText,
  DEMO_EMAIL: z.email().default('player@awarequest.local'),
  DEMO_PASSWORD: optionalText,
  WEB_DIST_DIR: optionalText,
  WEB_API_BASE_URL: z.string().default('/api'),
  OFFLINE: z.string().default('false'),
  APP_NAME: z.string().min(1).default('AwareQuest Arena'),
  APP_FULL_NAME: z.string().min(1).default('Game User'),
  SSO_AVAILABLE: flag.default(true),
  CONTENT_DIR: z.string().trim().default(DEFAULT_CONTENT_DIR),
  /** The in-memory live store's journals (unset: DATA_DIR/live; `off`: none, games end with the process). */
  LIVE_JOURNAL_DIR: z.string().trim().optional(),
  /** How often each instance looks for due scheduled work (lib/jobs); 0: never (tests run it by hand). */
  JOBS_POLL_MS: z.coerce.number().int().min(0).default(1000),
  /** Profile photos in an S3-compatible bucket instead of DATA_DIR/photos. */
  S3_BUCKET: z.string().trim().min(1).optional(),
  S3_PREFIX: z.string().default('photos/'),
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** One OpenID Connect connection from the environment (docs/product.md §11); more on /admin/sign-in. */
  OIDC_ISSUER: z.url({ protocol: /^https?$/ }).optional(),
  OIDC_CLIENT_ID: optionalText,
  OIDC_CLIENT_SECRET: optionalText,
  OIDC_SCOPES: z
    .string()
    .trim()
    .regex(/^[\w:./ -]*$/)
    .default('openid email profile'),
  OIDC_LABEL: z.string().trim().min(1).max(100).default('Company sign-in'),
  /** How long an identity provider may take to answer before it counts as down (issue 27: 15 s). */
  SSO_PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  /** Wearable providers offered on /profile ("connect device"), comma-separated; none by default (docs/product.md §3). */
  WEARABLE_PROVIDERS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean),
    ),
  /** How long the server waits for a wearable provider's answer (each call). */
  WEARABLE_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(15_000),
});

/** One wearable provider's settings: `WEARABLE_<ID>_*`, the id upper-cased with `-` as `_`. */
const wearableProviderEnvSchema = z.object({
  CLIENT_ID: z.string().trim().min(1, 'is required for each provider in WEARABLE_PROVIDERS'),
  CLIENT_SECRET: z.string().trim().min(1, 'is required for each provider in WEARABLE_PROVIDERS'),
  AUTHORIZATION_URL: z.url().optional(),
  TOKEN_URL: z.url().optional(),
  REVOCATION_URL: z.url().optional(),
  API_URL: z.url().optional(),
});

/** A wearable provider's client registration, and endpoints that replace its defaults (tests, proxies). */
export interface WearableProviderConfig {
  clientId: string;
  clientSecret: string;
  urls: { authorization?: string; token?: string; revocation?: string; api?: string };
}

/** The environment prefix of a provider's variables: `google-health` → `WEARABLE_GOOGLE_HEALTH_`. */
export const wearableEnvPrefix = (id: string) => `WEARABLE_${id.toUpperCase().replace(/[^A-Z0-9]/g, '_')}_`;

function loadWearableProviders(ids: string[], given: Record<string, string | undefined>) {
  const providers: Record<string, WearableProviderConfig> = {};
  const problems: string[] = [];
  for (const id of ids) {
    const prefix = wearableEnvPrefix(id);
    const fields = Object.fromEntries(
      Object.entries(given)
        .filter(([key]) => key.startsWith(prefix))
        .map(([key, value]) => [key.slice(prefix.length), value]),
    );
    const parsed = wearableProviderEnvSchema.safeParse(fields);
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        problems.push(`  ${prefix}${issue.path.join('.')}: ${issue.message}`);
      continue;
    }
    const env = parsed.data;
    providers[id] = {
      clientId: env.CLIENT_ID,
      clientSecret: env.CLIENT_SECRET,
      urls: {
        authorization: env.AUTHORIZATION_URL,
        token: env.TOKEN_URL,
        revocation: env.REVOCATION_URL,
        api: env.API_URL,
      },
    };
  }
  if (problems.length) throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  return providers;
}

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  host: string;
  port: number;
  publicUrl: string | undefined;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  redisKeyPrefix: string;
  jwtSecret: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  isDevOutboxApiOn: boolean;
  /** The test-only route that ends an attempt's time; off unless DEV_CLOCK_API=true. */
  isDevClockApiOn: boolean;
  logLevel: Env['LOG_LEVEL'];
  bodyLimitBytes: number;
  requestTimeoutMs: number;
  trustProxy: boolean;
  areRateLimitsOn: boolean;
  seed: {
    isOn: boolean;
    adminEmail: string;
    adminPassword?: string;
    demoEmail: string;
    demoPassword?: string;
  };
  webDistDir: string | undefined;
  /** The content pack loaded at start when it changed; undefined: none. */
  contentDir: string | undefined;
  /**
   * Where the in-memory live store journals every change, so running games survive a restart;
   * undefined: no journal. Not used with REDIS_URL (the sessions live in Redis).
   */
  liveJournalDir: string | undefined;
  /** How often the job queue polls for due work, in ms; 0: no polling. */
  jobsPollMs: number;
  /** The wearable providers this deployment connects to (none by default). */
  wearableProviders: string[];
  /** Each offered provider's client registration (`WEARABLE_<ID>_*`), and the wait for its answers. */
  wearables: { providers: Record<string, WearableProviderConfig>; timeoutMs: number };
  /** Profile photos in an S3-compatible bucket; undefined: files in DATA_DIR/photos. */
  photoBucket: S3PhotoStoreOptions | undefined;
  /** The OIDC_* connection; undefined when OIDC_ISSUER is unset. */
  oidc: EnvOidcConnection | undefined;
  /** An identity provider slower than this is treated as down. */
  ssoProviderTimeoutMs: number;
  /** What the SPA reads at start (GET /runtime-config.json), so one build serves any deployment. */
  web: RuntimeConfig;
}

export interface EnvOidcConnection {
  issuer: string;
  clientId: string;
  clientSecret: string | undefined;
  scopes: string;
  label: string;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads and checks the environment; a bad value stops the start with the variable's name. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (FOO=) means "not set", so its default applies.
  const given = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(given);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) =>
        `  ${issue.path.join('.')}=${JSON.stringify(source[String(issue.path[0])])}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  if (env.OIDC_ISSUER && !env.OIDC_CLIENT_ID)
    throw new ConfigError('Invalid configuration:\n  OIDC_CLIENT_ID: required when OIDC_ISSUER is set');
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    publicUrl: env.PUBLIC_URL,
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    redisKeyPrefix: env.REDIS_KEY_PREFIX,
    jwtSecret: env.JWT_SECRET,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    isDevOutboxApiOn: env.DEV_OUTBOX_API,
    isDevClockApiOn: env.DEV_CLOCK_API,
    logLevel: env.LOG_LEVEL,
    bodyLimitBytes: env.BODY_LIMIT_BYTES,
    requestTimeoutMs: env.REQUEST_TIMEOUT_MS,
    trustProxy: env.TRUST_PROXY,
    areRateLimitsOn: env.RATE_LIMITS,
    seed: {
      isOn: env.SEED,
      adminEmail: env.ADMIN_EMAIL,
      adminPassword: env.ADMIN_PASSWORD,
      demoEmail: env.DEMO_EMAIL,
      demoPassword: env.DEMO_PASSWORD,
    },
    webDistDir: env.WEB_DIST_DIR,
    // Unlike other variables, an empty CONTENT_DIR means "none", as `off` does.
    contentDir: source.CONTENT_DIR?.trim() === '' || env.CONTENT_DIR === 'off' ? undefined : env.CONTENT_DIR,
    liveJournalDir:
      env.LIVE_JOURNAL_DIR === 'off' ? undefined : (env.LIVE_JOURNAL_DIR ?? path.join(env.DATA_DIR, 'live')),
    jobsPollMs: env.JOBS_POLL_MS,
    wearableProviders: env.WEARABLE_PROVIDERS,
    wearables: {
      providers: loadWearableProviders(env.WEARABLE_PROVIDERS, given),
      timeoutMs: env.WEARABLE_TIMEOUT_MS,
    },
    photoBucket: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          prefix: env.S3_PREFIX,
          region: env.S3_REGION,
          endpoint: env.S3_ENDPOINT,
          accessKeyId: env.S3_ACCESS_KEY_ID,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY,
        }
      : undefined,
    oidc: env.OIDC_ISSUER
      ? {
          issuer: env.OIDC_ISSUER,
          clientId: env.OIDC_CLIENT_ID ?? '',
          clientSecret: env.OIDC_CLIENT_SECRET,
          scopes: env.OIDC_SCOPES,
          label: env.OIDC_LABEL,
        }
      : undefined,
    ssoProviderTimeoutMs: env.SSO_PROVIDER_TIMEOUT_MS,
    web: {
      apiBaseUrl: env.WEB_API_BASE_URL,
      offline: env.OFFLINE,
      appName: env.APP_NAME,
      appFullName: env.APP_FULL_NAME,
      isSsoAvailable: env.SSO_AVAILABLE,
    },
  };
}
