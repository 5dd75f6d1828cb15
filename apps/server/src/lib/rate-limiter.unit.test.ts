import { describe, expect, it } from 'vitest';
import { AppError } from './app-error.js';
import { createRateLimits, LIMITS } from './rate-limiter.js';

async function rejection(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('createRateLimits (in memory)', () => {
  it('lets the limit through, then throws RATE_LIMITED with minutes and retryAfter', async () => {
    const limits = createRateLimits({ prefix: 't:', isOn: true });
    for (let index = 0; index < LIMITS.loginFailuresPerAccountAndIp.points; index++) {
      await limits.consume('loginFailuresPerAccountAndIp', 'a@example.com');
    }
    const error = await rejection(limits.consume('loginFailuresPerAccountAndIp', 'a@example.com'));
    expect(error.code).toBe('RATE_LIMITED');
    expect(error.params.minutes).toBe(15);
    expect(error.params.retryAfter).toBeGreaterThan(14 * 60);
    expect(error.params.retryAfter).toBeLessThanOrEqual(15 * 60);
    await limits.consume('loginFailuresPerAccountAndIp', 'b@example.com');
  });

  it('consumes several points at once, and gives points back on refund', async () => {
    const limits = createRateLimits({ prefix: 't:', isOn: true });
    const { points } = LIMITS.invitationRecipientsPerHost;
    await limits.consume('invitationRecipientsPerHost', 'host', points - 1);
    await rejection(limits.consume('invitationRecipientsPerHost', 'other', points + 1));
    await limits.refund('invitationRecipientsPerHost', 'host', 2);
    await limits.consume('invitationRecipientsPerHost', 'host', 3);
    await rejection(limits.consume('invitationRecipientsPerHost', 'host'));
  });

  it('records events without refusing, and answers their count', async () => {
    const limits = createRateLimits({ prefix: 't:', isOn: true });
    expect(await limits.record('loginFailuresPerAccount', 'a@example.com')).toBe(1);
    expect(await limits.record('loginFailuresPerAccount', 'a@example.com')).toBe(2);
    expect(await limits.record('loginFailuresPerAccount', 'b@example.com')).toBe(1);
  });

  it('forgets a key on reset', async () => {
    const limits = createRateLimits({ prefix: 't:', isOn: true });
    await limits.consume('codeResendGapPerEmail', 'a@example.com');
    expect((await rejection(limits.consume('codeResendGapPerEmail', 'a@example.com'))).params.minutes).toBe(
      1,
    );
    await limits.reset('codeResendGapPerEmail', 'a@example.com');
    await limits.consume('codeResendGapPerEmail', 'a@example.com');
  });

  it('keeps each limit apart', async () => {
    const limits = createRateLimits({ prefix: 't:', isOn: true });
    await limits.consume('codeResendGapPerEmail', 'a@example.com');
    await limits.consume('codeSendsPerEmail', 'a@example.com');
  });

  it('counts nothing when off', async () => {
    const limits = createRateLimits({ prefix: 't:', isOn: false });
    for (let index = 0; index < 10; index++) await limits.consume('codeResendGapPerEmail', 'a@example.com');
  });
});
