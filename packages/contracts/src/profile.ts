import { z } from 'zod';
import { GENDERS, nameSchema } from './accounts.js';
import { avatarIdSchema } from './avatars.js';
import { dateOfBirthSchema } from './validation/date-of-birth.js';
import {
  alphaNum,
  heightSchema,
  oneOf,
  optional,
  phoneSchema,
  requiredText,
  textList,
  weightSchema,
} from './validation/rules.js';

/** The largest profile photo accepted (issue 7). */
export const PHOTO_MAX_MB = 5;
export const PHOTO_MAX_BYTES = PHOTO_MAX_MB * 1024 * 1024;
/**
 * The most pixels a photo may have (width × height), however small its file: a small PNG can
 * claim a huge canvas, and decoding it would take gigabytes. 40 megapixels is more than any
 * phone camera takes (8000 × 5000).
 */
export const PHOTO_MAX_PIXELS = 40_000_000;
export const PHOTO_MAX_MEGAPIXELS = PHOTO_MAX_PIXELS / 1_000_000;
/** The image types a photo may be, judged by its bytes. */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/**
 * PUT /users/me: the whole editable profile (docs/product.md §3, rules of docs/product.md §5). An empty optional
 * field clears it. Departments, positions, countries, group and company must be values of
 * GET /lookups; the email is shown but not changed here (it is the sign-in address).
 */
export const updateProfileBodySchema = z.object({
  name: nameSchema,
  phone: optional(phoneSchema),
  date_of_birth: optional(dateOfBirthSchema),
  height: optional(heightSchema),
  weight: optional(weightSchema),
  gender: optional(oneOf(GENDERS)),
  user_id: optional(alphaNum(50)),
  group: optional(requiredText(100)),
  company: optional(requiredText(100)),
  departments: optional(textList(20, 100)),
  positions: optional(textList(20, 100)),
  countries: optional(textList(20, 100)),
  avatar: optional(avatarIdSchema),
});
export type UpdateProfileBody = z.infer<typeof updateProfileBodySchema>;
export type UpdateProfileBodyInput = z.input<typeof updateProfileBodySchema>;

/** GET /photos/:file: a stored photo's name (a random id, so it can be cached forever). */
export const photoParamsSchema = z.object({
  file: z.string().regex(/^[0-9a-f-]{36}\.webp$/),
});
