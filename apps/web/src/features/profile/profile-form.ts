import { z } from 'zod';
import {
  alphaNum,
  AVATAR_IDS,
  type AvatarId,
  GENDERS,
  heightSchema,
  nameSchema,
  oneOf,
  optional,
  phoneSchema,
  weightSchema,
  type UpdateProfileBody,
  type User,
} from '@awarequest/contracts';
import { optionalDateOfBirthSchema } from '../../lib/date-of-birth-schema';

/** The edit-profile form, built from the docs/product.md §5 rules in the contracts. */

export const profileFormSchema = z.object({
  name: nameSchema,
  phone: optional(phoneSchema),
  gender: optional(oneOf(GENDERS)),
  height: optional(heightSchema),
  weight: optional(weightSchema),
  user_id: optional(alphaNum(50)),
  date_of_birth: optionalDateOfBirthSchema,
  group: z.string().nullable(),
  company: z.string().nullable(),
  departments: z.array(z.string()),
  positions: z.array(z.string()),
  countries: z.array(z.string()),
});

export interface DateParts {
  month: string;
  day: string;
  year: string;
}

/** What the form holds while it is filled in (every field as typed). */
export interface ProfileFormInput {
  name: string;
  phone: string;
  gender: string | null;
  height: string;
  weight: string;
  user_id: string;
  date_of_birth: DateParts;
  group: string | null;
  company: string | null;
  departments: string[];
  positions: string[];
  countries: string[];
}
export type ProfileForm = z.output<typeof profileFormSchema>;

/** '1990-04-15' to its MM / DD / YYYY parts ('4', '15', '1990'). */
export function datePartsOf(date: string | null): DateParts {
  const match = date ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(date) : null;
  if (!match) return { month: '', day: '', year: '' };
  return { month: String(Number(match[2])), day: String(Number(match[3])), year: match[1] ?? '' };
}

const text = (value: string | number | null) => (value === null ? '' : String(value));

export function formValuesOf(user: User): ProfileFormInput {
  return {
    name: user.name,
    phone: text(user.phone),
    gender: user.gender,
    height: text(user.height),
    weight: text(user.weight),
    user_id: text(user.user_id),
    date_of_birth: datePartsOf(user.date_of_birth),
    group: user.group,
    company: user.company,
    departments: user.departments,
    positions: user.positions,
    countries: user.countries,
  };
}

/** The PUT /users/me body: the form's values, and what the form does not edit (the avatar) as it is. */
export function profileBodyOf(form: ProfileForm, user: User): UpdateProfileBody {
  return {
    ...form,
    group: form.group ?? undefined,
    company: form.company ?? undefined,
    avatar: avatarOf(user),
  };
}

const avatarOf = (user: User): AvatarId | undefined => AVATAR_IDS.find((id) => id === user.avatar);

/** The user's current profile as a PUT /users/me body with one change (the avatar). */
export function currentProfileBody(user: User, change: Partial<UpdateProfileBody>): UpdateProfileBody {
  const orUndefined = <T>(value: T | null) => value ?? undefined;
  return {
    name: user.name,
    phone: orUndefined(user.phone),
    date_of_birth: orUndefined(user.date_of_birth),
    height: orUndefined(user.height),
    weight: orUndefined(user.weight),
    gender: orUndefined(user.gender),
    user_id: orUndefined(user.user_id),
    group: orUndefined(user.group),
    company: orUndefined(user.company),
    departments: user.departments,
    positions: user.positions,
    countries: user.countries,
    avatar: avatarOf(user),
    ...change,
  };
}
