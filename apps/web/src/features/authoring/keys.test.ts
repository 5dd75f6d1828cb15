import { describe, expect, it } from 'vitest';
import { contentKeySchema } from '@awarequest/contracts';
import { keyFromName, nextFreeKey } from './keys';

describe('keyFromName', () => {
  it('makes a valid content key of an English name', () => {
    const key = keyFromName('MFA fatigue & push bombing!');
    expect(key).toBe('mfa-fatigue-push-bombing');
    expect(contentKeySchema.safeParse(key).success).toBe(true);
  });

  it('drops letters a key cannot hold and keeps within the length', () => {
    expect(keyFromName('  Café — Wi-Fi  ')).toBe('cafe-wi-fi');
    expect(keyFromName('تصيد')).toBe('');
    const long = keyFromName('a-'.repeat(100), 10);
    expect(long.length).toBeLessThanOrEqual(10);
    expect(long.endsWith('-')).toBe(false);
  });
});

describe('nextFreeKey', () => {
  it('skips the keys in use', () => {
    expect(nextFreeKey('q', ['q-1', 'q-2', 'q-4'], 1)).toBe('q-3');
    expect(nextFreeKey('q', [], 5)).toBe('q-5');
  });
});
