import { describe, expect, it } from 'vitest';
import { seal, unseal } from './crypto.js';

const SECRET = 'a-server-secret-of-at-least-32-characters';

describe('seal and unseal', () => {
  it('give the plaintext back, and never the same sealed text twice', () => {
    const first = seal(SECRET, 'host-key-123');
    const second = seal(SECRET, 'host-key-123');
    expect(first).not.toBe(second);
    expect(first).not.toContain('host-key-123');
    expect(unseal(SECRET, first)).toBe('host-key-123');
    expect(unseal(SECRET, second)).toBe('host-key-123');
  });

  it('refuse another secret', () => {
    expect(() => unseal('another-secret-of-at-least-32-characters', seal(SECRET, 'x'))).toThrow();
  });

  it('refuse an altered value', () => {
    const [version, iv, tag, ciphertext] = seal(SECRET, 'host-key').split('.');
    const flipped = Buffer.from(ciphertext!, 'base64url');
    flipped[0] = flipped[0]! ^ 1;
    expect(() => unseal(SECRET, [version, iv, tag, flipped.toString('base64url')].join('.'))).toThrow();
    expect(() => unseal(SECRET, 'garbage')).toThrow();
  });
});
