import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('runs with no environment at all, on embedded defaults', () => {
    expect(loadConfig({})).toMatchObject({
      env: 'development',
      host: '0.0.0.0',
      port: 3000,
      publicUrl: undefined,
      dataDir: './data',
      databaseUrl: undefined,
      redisUrl: undefined,
      redisKeyPrefix: 'aq:',
      jwtSecret: undefined,
      smtpUrl: undefined,
      mailFrom: 'AwareQuest <no-reply@awarequest.local>',
      isDevOutboxApiOn: false,
      isDevClockApiOn: false,
      logLevel: 'info',
      bodyLimitBytes: 1_048_576,
      requestTimeoutMs: 15_000,
      trustProxy: false,
      areRateLimitsOn: true,
      seed: {
        isOn: true,
        adminEmail: 'admin@awarequest.local',
        adminPassword: undefined,
        demoEmail: 'player@awarequest.local',
        demoPassword: undefined,
      },
      webDistDir: undefined,
    });
  });

  it('journals live games under DATA_DIR/live unless LIVE_JOURNAL_DIR names another place or is off', () => {
    expect(loadConfig({}).liveJournalDir).toBe(path.join('./data', 'live'));
    expect(loadConfig({ DATA_DIR: '/srv/aq' }).liveJournalDir).toBe(path.join('/srv/aq', 'live'));
    expect(loadConfig({ LIVE_JOURNAL_DIR: '/fast/live' }).liveJournalDir).toBe('/fast/live');
    expect(loadConfig({ LIVE_JOURNAL_DIR: 'off' }).liveJournalDir).toBeUndefined();
  });

  it('reads the given values', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgresql://app@db:5432/aq',
      REDIS_URL: 'rediss://cache:6380',
      JWT_SECRET: 'x'.repeat(32),
      RATE_LIMITS: '0',
      TRUST_PROXY: 'true',
      DEV_OUTBOX_API: '1',
      DEV_CLOCK_API: 'true',
      BODY_LIMIT_BYTES: '2048',
      ADMIN_PASSWORD: '  ',
    });
    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: 'postgresql://app@db:5432/aq',
      redisUrl: 'rediss://cache:6380',
      jwtSecret: 'x'.repeat(32),
      areRateLimitsOn: false,
      trustProxy: true,
      isDevOutboxApiOn: true,
      isDevClockApiOn: true,
      bodyLimitBytes: 2048,
      seed: { adminPassword: undefined },
    });
  });

  it('treats an empty variable as not set', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '', LOG_LEVEL: '' })).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      logLevel: 'info',
    });
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://db/aq'],
    ['REDIS_URL', 'http://cache'],
    ['JWT_SECRET', 'too-short'],
    ['RATE_LIMITS', 'yes'],
    ['BODY_LIMIT_BYTES', '10'],
    ['LOG_LEVEL', 'loud'],
    ['ADMIN_EMAIL', 'not-an-email'],
  ])('throws a ConfigError naming %s for %j', (name, value) => {
    let thrown: unknown;
    try {
      loadConfig({ [name]: value });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ConfigError);
    expect((thrown as ConfigError).message).toContain(`${name}=${JSON.stringify(value)}`);
  });

  it('loads the repository’s content pack by default, and none when CONTENT_DIR is off or empty', () => {
    const { contentDir } = loadConfig({});
    expect(contentDir && path.basename(contentDir)).toBe('content');
    expect(existsSync(path.join(contentDir!, '..', 'package.json'))).toBe(true);
    expect(loadConfig({ CONTENT_DIR: 'off' }).contentDir).toBeUndefined();
    expect(loadConfig({ CONTENT_DIR: '' }).contentDir).toBeUndefined();
    expect(loadConfig({ CONTENT_DIR: ' ./packs ' }).contentDir).toBe('./packs');
  });

  it('names every bad variable at once', () => {
    expect(() => loadConfig({ PORT: '-1', DATABASE_URL: 'sqlite://x' })).toThrow(
      /Invalid configuration:\n {2}PORT="-1": .+\n {2}DATABASE_URL="sqlite:\/\/x": must start with postgres:\/\/ or postgresql:\/\//,
    );
  });
  it('reads one OIDC connection from OIDC_*, and none without OIDC_ISSUER', () => {
    expect(loadConfig({}).oidc).toBeUndefined();
    expect(
      loadConfig({
        OIDC_ISSUER: 'https://login.example.com/t1/v2.0',
        OIDC_CLIENT_ID: 'aq',
        OIDC_CLIENT_SECRET: 's3',
      }).oidc,
    ).toEqual({
      issuer: 'https://login.example.com/t1/v2.0',
      clientId: 'aq',
      clientSecret: 's3',
      scopes: 'openid email profile',
      label: 'Company sign-in',
    });
    expect(() => loadConfig({ OIDC_ISSUER: 'https://login.example.com' })).toThrow(
      /OIDC_CLIENT_ID: required/,
    );
    expect(() => loadConfig({ OIDC_ISSUER: 'ftp://x', OIDC_CLIENT_ID: 'aq' })).toThrow(/OIDC_ISSUER/);
  });
});
