import { z } from 'zod';
import { dateOfBirthPartsSchema } from '@awarequest/contracts';

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

/**
 * The date of birth of a form (DateOfBirthInput's three parts): it may stay empty; once any
 * part is chosen, all three are needed and must make a real past date.
 */
export const optionalDateOfBirthSchema = z.preprocess((parts) => {
  const { month, day, year } = (parts ?? {}) as Record<string, unknown>;
  return isBlank(month) && isBlank(day) && isBlank(year) ? undefined : parts;
}, dateOfBirthPartsSchema.optional());
