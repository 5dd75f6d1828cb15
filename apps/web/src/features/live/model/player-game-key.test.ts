import { describe, expect, it } from 'vitest';
import type { CategorySummary } from '@awarequest/contracts';
import { matchPlayerGameKey } from './player-game-key';

const category = (key: string, id: string): CategorySummary => ({
  id,
  key,
  name: { en: key, ar: key },
  description: { en: '', ar: '' },
  icon: 'shield',
  order: 1,
  tier: 1,
  games_count: 1,
});
const phishing = category('phishing', '6c1c4a43-3b8e-4f7b-9a1e-7b6c7f0b9d11');
const passwords = category('passwords-mfa', '0b8f8a9e-51a4-4c1f-9d0e-3f1a2b3c4d5e');

describe('the key of /player-game/{key}/create', () => {
  it('chooses the category the key names, by key or by id, in any case', () => {
    expect(matchPlayerGameKey('phishing', [passwords, phishing])).toEqual({
      kind: 'category',
      category: phishing,
    });
    expect(matchPlayerGameKey('PASSWORDS-MFA', [passwords, phishing])).toEqual({
      kind: 'category',
      category: passwords,
    });
    expect(matchPlayerGameKey(phishing.id, [passwords, phishing])).toEqual({
      kind: 'category',
      category: phishing,
    });
  });

  it('starts with nothing chosen for "new"', () => {
    expect(matchPlayerGameKey('new', [phishing])).toEqual({ kind: 'new' });
  });

  it('tells a key that names no category', () => {
    expect(matchPlayerGameKey('no-such-topic', [phishing])).toEqual({ kind: 'unknown' });
  });
});
