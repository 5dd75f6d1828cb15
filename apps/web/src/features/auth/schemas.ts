import { z } from 'zod';
import {
  confirmed,
  dateOfBirthPartsSchema,
  GENDERS,
  nameSchema,
  oneOf,
  optional,
  passwordSchema,
  passwordsMatch,
  phoneSchema,
  verificationCodeSchema,
} from '@awarequest/contracts';

/** The forms' schemas, assembled from the spec §5 rules in the contracts. */

export const codeFormSchema = z.object({ code: verificationCodeSchema });
export type CodeForm = z.input<typeof codeFormSchema>;

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

/** Date of birth is optional at sign-up; once any part is chosen, all three are needed. */
const optionalDateOfBirth = z.preprocess((parts) => {
  const { month, day, year } = (parts ?? {}) as Record<string, unknown>;
  return isBlank(month) && isBlank(day) && isBlank(year) ? undefined : parts;
}, dateOfBirthPartsSchema.optional());

export const detailsFormSchema = z
  .object({
    name: nameSchema,
    phone: optional(phoneSchema),
    gender: optional(oneOf(GENDERS)),
    date_of_birth: optionalDateOfBirth,
    password: passwordSchema,
    password_confirmation: z.string(),
  })
  .refine(passwordsMatch, confirmed);

/** What the details form holds while it is filled in (every field as typed). */
export interface DetailsFormInput {
  name: string;
  phone: string;
  gender: string | null;
  date_of_birth: { month: string; day: string; year: string };
  password: string;
  password_confirmation: string;
}
export type DetailsForm = z.output<typeof detailsFormSchema>;

export const newPasswordFormSchema = z
  .object({ password: passwordSchema, password_confirmation: z.string() })
  .refine(passwordsMatch, confirmed);
export type NewPasswordForm = z.output<typeof newPasswordFormSchema>;
