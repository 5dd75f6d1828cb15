import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AVATAR_IDS } from '../avatar-ids.js';
import { decodeRule } from '../validation/messages.js';
import { joinSchema } from './events.js';
import { nicknameSchema } from './nickname.js';
import { playerJoinSchema, playerNicknameSchema, playerPinSchema } from './player-rules.js';
import { pinSchema } from './sessions.js';

interface Outcome {
  success: boolean;
  data?: unknown;
  error?: { issues: readonly { message: string; path: readonly PropertyKey[] }[] };
}

/** What a form shows: the value, or the messages per field in order. */
const shown = (result: Outcome) =>
  result.success
    ? { value: result.data }
    : { messages: result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) };

const nicknameText = fc.oneof(
  fc.string({ maxLength: 25 }),
  fc.string({ unit: 'grapheme', maxLength: 25 }),
  fc.constantFrom(
    'Sara',
    'مُحَمَّد',
    ' ｓａｒａ ',
    'a',
    'Ａ',
    '\u0301abc',
    'e\u0301\u0301\u0301\u0301',
    '1234',
    'x'.repeat(21),
  ),
);

describe('the player page join rules (zod/mini)', () => {
  it('accept and refuse every PIN as the server does, with the same message', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 8 }), fc.stringMatching(/^\d{5,7}$/)), (pin) => {
        expect(shown(playerPinSchema.safeParse(pin))).toEqual(shown(pinSchema.safeParse(pin)));
      }),
    );
    expect(decodeRule(playerPinSchema.safeParse('12a456').error?.issues[0]?.message ?? '')?.rule).toBe('pin');
    expect(playerPinSchema.safeParse('123456').success).toBe(true);
  });

  it('read nicknames as the server does: the same value or the same messages', () => {
    fc.assert(
      fc.property(nicknameText, (nickname) => {
        expect(shown(playerNicknameSchema.safeParse(nickname))).toEqual(
          shown(nicknameSchema.safeParse(nickname)),
        );
      }),
      { numRuns: 300 },
    );
    expect(playerNicknameSchema.parse('  ｓａｒａ ')).toBe('sara');
  });

  it('read a whole join as the server does, the extra-time default included', () => {
    fc.assert(
      fc.property(
        fc.record({
          pin: fc.oneof(fc.constant('123456'), fc.string({ maxLength: 7 })),
          nickname: nicknameText,
          avatar: fc.option(fc.oneof(fc.constantFrom(...AVATAR_IDS, 'auto'), fc.string({ maxLength: 6 })), {
            nil: undefined,
          }),
          extended_time: fc.option(fc.boolean(), { nil: undefined }),
        }),
        (join) => {
          expect(shown(playerJoinSchema.safeParse(join))).toEqual(shown(joinSchema.safeParse(join)));
        },
      ),
      { numRuns: 200 },
    );
    // No avatar picked: the server chooses the session's least used one.
    expect(playerJoinSchema.parse({ pin: '123456', nickname: 'Sara' }).avatar).toBe('auto');
    expect(joinSchema.parse({ pin: '123456', nickname: 'Sara' }).avatar).toBe('auto');
    expect(playerJoinSchema.parse({ pin: '123456', nickname: 'Sara', avatar: 'cat' })).toEqual({
      pin: '123456',
      nickname: 'Sara',
      avatar: 'cat',
      extended_time: false,
    });
  });
});
