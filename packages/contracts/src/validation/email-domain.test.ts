import { describe, expect, it } from 'vitest';
import { emailDomainSchema } from './email-domain.js';

describe('emailDomainSchema', () => {
  it.each(['example.com', 'mail.example.co.uk', 'a-b.example.org', 'x1.io', 'example.xn--p1ai'])(
    'accepts %s',
    (domain) => {
      expect(emailDomainSchema.safeParse(domain).success).toBe(true);
    },
  );

  it('lower-cases and trims', () => {
    expect(emailDomainSchema.parse('  Example.COM ')).toBe('example.com');
  });

  it.each([
    'localhost',
    '-bad.com',
    'bad-.com',
    'a..com',
    'https://example.com',
    'user@example.com',
    '10.0.0.1',
    'example.c',
    `${'a'.repeat(64)}.com`,
    `${'a.'.repeat(126)}com`,
  ])('refuses %s', (domain) => {
    expect(emailDomainSchema.safeParse(domain).success).toBe(false);
  });
});
