import { z } from 'zod';
import { encodeRule } from '../validation/messages.js';
import {
  NICKNAME_ALLOWED,
  displayNickname,
  NICKNAME_INVISIBLE,
  NICKNAME_LETTER,
  NICKNAME_MARK_STACK,
  NICKNAME_MARK_WITHOUT_LETTER,
  NICKNAME_MARKS_PER_LETTER,
  NICKNAME_MAX,
  NICKNAME_MIN,
} from './nickname-rules.js';

const required = encodeRule('required');

export const nicknameSchema = z
  .string({ error: required })
  .transform(displayNickname)
  .pipe(
    z
      .string()
      .min(1, { error: required })
      .min(NICKNAME_MIN, { error: encodeRule('min', NICKNAME_MIN) })
      .max(NICKNAME_MAX, { error: encodeRule('max', NICKNAME_MAX) })
      .regex(NICKNAME_ALLOWED, { error: encodeRule('nickname') })
      .refine((name) => !NICKNAME_INVISIBLE.test(name), { error: encodeRule('nickname') })
      .refine((name) => !NICKNAME_MARK_WITHOUT_LETTER.test(name), { error: encodeRule('nickname_mark') })
      .refine((name) => !NICKNAME_MARK_STACK.test(name.normalize('NFD')), {
        error: encodeRule('nickname_marks', NICKNAME_MARKS_PER_LETTER),
      })
      .refine((name) => NICKNAME_LETTER.test(name), { error: encodeRule('nickname_letter') }),
  );
