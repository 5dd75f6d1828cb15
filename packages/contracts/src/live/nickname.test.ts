import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeRule } from '../validation/messages.js';
import { joinSchema } from './events.js';
import { nicknameSchema } from './nickname.js';
import { NICKNAME_MARKS_PER_LETTER, NICKNAME_MAX, displayNickname, nicknameKey } from './nickname-rules.js';

/** The rule a nickname breaks first (as a form shows it), or null when it is valid. */
function brokenRule(raw: string): string | null {
  const parsed = nicknameSchema.safeParse(raw);
  if (parsed.success) return null;
  return decodeRule(parsed.error.issues[0]?.message ?? '')?.rule ?? 'unknown';
}

const SHADDA = '\u0651';
const FATHA = '\u064e';
const ACUTE = '\u0301';

describe('nickname rules', () => {
  it('are shown in NFKC with spaces collapsed', () => {
    expect(displayNickname('  ｓａｒａ   Ahmed ')).toBe('sara Ahmed');
    expect(nicknameSchema.parse('Ｈｏｓｔ')).toBe('Host');
  });

  it('are the same one whatever the letter case, width or Arabic marks', () => {
    expect(nicknameKey('SARA')).toBe(nicknameKey('sara'));
    expect(nicknameKey('Ｈｏｓｔ')).toBe(nicknameKey('Host'));
    expect(nicknameKey('ｓａｒａ')).toBe(nicknameKey('Sara'));
    expect(nicknameKey('مُحَمَّد')).toBe(nicknameKey('محمد'));
    expect(nicknameKey('أحمد')).toBe(nicknameKey('احمد'));
    expect(nicknameKey('Sara')).not.toBe(nicknameKey('Sarah'));
  });

  it.each([
    ['Sara', 'Latin'],
    ['Ahmed_99', 'digits and underscore'],
    ['مُحَمَّد', 'Arabic with shadda and vowels'],
    [`ب${SHADDA}${FATHA}ا`, 'a letter with shadda and a vowel'],
    ['שִׁמְעוֹן', 'pointed Hebrew'],
    ['Nguyễn Văn', 'Vietnamese'],
    ['Player 455', 'letters and digits'],
  ])('accepts %s (%s)', (name) => {
    expect(brokenRule(name)).toBeNull();
  });

  it.each([
    [`${ACUTE}${ACUTE}`, 'nickname_mark', 'only marks: a blank-looking name'],
    [`${FATHA}Sara`, 'nickname_mark', 'a name that begins with a mark'],
    [`Sa ${ACUTE}ra`, 'nickname_mark', 'a mark on a space'],
    [`Zo${ACUTE.repeat(NICKNAME_MARKS_PER_LETTER + 1)}e`, 'nickname_marks', 'a stack of marks'],
    [`\u0179${ACUTE.repeat(NICKNAME_MARKS_PER_LETTER)}oe`, 'nickname_marks', 'a composed letter and a stack'],
    ['\u3164\u3164\u3164', 'nickname', 'Hangul fillers: letters that draw nothing'],
    ['Sa\u3164ra', 'nickname', 'an invisible letter inside a name'],
    ['Sa\u200bra', 'nickname', 'a zero-width space'],
    ['12345', 'nickname_letter', 'no letter at all'],
    ['__..', 'nickname_letter', 'punctuation only'],
    ['\ufdfa\ufdfa', 'max', 'a ligature that unfolds past the length limit'],
    ['a', 'min', 'too short'],
    ['   ', 'required', 'spaces only'],
  ])('refuses %j with %s (%s)', (name, rule) => {
    expect(brokenRule(name)).toBe(rule);
  });

  it('refuses any stack taller than the limit and accepts any up to it, on any letter', () => {
    const marks = fc.constantFrom(ACUTE, '\u0308', SHADDA, FATHA, '\u0650', '\u05bc');
    fc.assert(
      fc.property(
        fc.constantFrom('a', 'Z', 'ب', 'ש', 'й'),
        fc.array(marks, { minLength: 1, maxLength: 8 }),
        (letter, stack) => {
          // Counted decomposed: a letter NFKC composes with a mark ("Ź") still carries it.
          const decomposed = `${letter}${stack.join('')}x`.normalize('NFD');
          const tallest = Math.max(0, ...(decomposed.match(/\p{M}+/gu) ?? []).map((run) => run.length));
          expect(brokenRule(`${letter}${stack.join('')}x`)).toBe(
            tallest > NICKNAME_MARKS_PER_LETTER ? 'nickname_marks' : null,
          );
        },
      ),
    );
  });

  it('never accepts a name without a visible letter, a leading mark, or past the limit once shown', () => {
    const anyText = fc.string({ unit: 'binary', maxLength: 30 });
    fc.assert(
      fc.property(anyText, (raw) => {
        const parsed = nicknameSchema.safeParse(raw);
        if (!parsed.success) return;
        const name = parsed.data;
        expect(name).toBe(displayNickname(name));
        expect(name.length).toBeLessThanOrEqual(NICKNAME_MAX);
        expect(name).toMatch(/\p{L}/u);
        expect(name).not.toMatch(/^\p{M}/u);
        expect(name).not.toMatch(/\p{Default_Ignorable_Code_Point}/u);
      }),
    );
    // Any code point: the generator is slow on a busy machine, not the rules.
  }, 30_000);

  it('is idempotent: a shown name is accepted again as itself, with the same key', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', minLength: 2, maxLength: 12 }), (raw) => {
        const parsed = nicknameSchema.safeParse(raw);
        if (!parsed.success) return;
        expect(nicknameSchema.parse(parsed.data)).toBe(parsed.data);
        expect(nicknameKey(parsed.data)).toBe(nicknameKey(raw));
      }),
    );
  });
});

describe('the avatar of a join', () => {
  const join = { pin: '123456', nickname: 'Sara' };

  it('is one of the avatars the product ships', () => {
    expect(joinSchema.safeParse({ ...join, avatar: 'cat' }).success).toBe(true);
  });

  it.each(['fox', 'CAT', 'https://example.com/me.png', '<img src=x>', ''])('refuses %j', (avatar) => {
    const parsed = joinSchema.safeParse({ ...join, avatar });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(['avatar']);
  });
});
