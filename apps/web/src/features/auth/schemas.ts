import { z } from 'zod';
import {
  confirmed,
  GENDERS,
  nameSchema,
  oneOf,
  optional,
  passwordSchema,
  passwordsMatch,
  phoneSchema,
  verificationCodeSchema,
} from '@awarequest/contracts';
import { optionalDateOfBirthSchema } from '../../lib/date-of-birth-schema';

/** The forms' schemas, assembled from the docs/product.md §5 rules in the contracts. */

export const codeFormSchema = z.object({ code: verificationCodeSchema });
export type CodeForm = z.input<typeof codeFormSchema>;

export const detailsFormSchema = z
  .object({
    name: nameSchema,
    phone: optional(phoneSchema),
    gender: optional(oneOf(GENDERS)),
    date_of_birth: optionalDateOfBirthSchema,
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
