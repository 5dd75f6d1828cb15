import { z } from 'zod';
import type { WearableReading } from '@awarequest/contracts';
import type { WearableProviderAdapter } from './wearable-provider.js';

/**
 * Google Health API (the Fitbit Web API's successor since 2026-11-02), on Google's OAuth 2.0.
 * The Health profile gives the age; height and weight are the latest data points of their
 * data types; birthday and gender come from the People API (developers.google.com/health/profile).
 */
const HEALTH = 'https://health.googleapis.com';
const PEOPLE = 'https://people.googleapis.com';

const profileSchema = z.object({ age: z.number().int().min(0).max(150).optional() });

const sampleTime = z.object({ physicalTime: z.string().optional() }).optional();
/** `heightMillimeters` is an int64, which Google's JSON writes as a string of digits. */
const int64 = z.union([
  z.number(),
  z
    .string()
    .regex(/^\d{1,15}$/)
    .transform(Number),
]);
const heightPointsSchema = z.object({
  dataPoints: z
    .array(
      z.object({ height: z.object({ heightMillimeters: int64.pipe(z.number().positive()), sampleTime }) }),
    )
    .optional(),
});
const weightPointsSchema = z.object({
  dataPoints: z
    .array(z.object({ weight: z.object({ weightGrams: z.number().positive(), sampleTime }) }))
    .optional(),
});

const dateSchema = z.object({
  year: z.number().int().optional(),
  month: z.number().int().min(1).max(12).optional(),
  day: z.number().int().min(1).max(31).optional(),
});
const personSchema = z.object({
  birthdays: z
    .array(
      z.object({
        metadata: z.object({ primary: z.boolean().optional() }).optional(),
        date: dateSchema.optional(),
      }),
    )
    .optional(),
  genders: z
    .array(
      z.object({
        metadata: z.object({ primary: z.boolean().optional() }).optional(),
        value: z.string().optional(),
      }),
    )
    .optional(),
});

/** The most recent of a data type's points (the API does not promise an order). */
function latest<T extends { sampleTime?: { physicalTime?: string } | undefined }>(
  points: T[],
): T | undefined {
  const time = (point: T) => Date.parse(point.sampleTime?.physicalTime ?? '') || 0;
  return [...points].sort((a, b) => time(b) - time(a))[0];
}

const pad = (value: number) => String(value).padStart(2, '0');

/** A full birth date only: Google gives month and day alone for a birthday without a year. */
function birthDate(person: z.infer<typeof personSchema>): string | null {
  const withYear = (person.birthdays ?? []).filter(
    (entry) => entry.date?.year && entry.date.month && entry.date.day,
  );
  const chosen = withYear.find((entry) => entry.metadata?.primary) ?? withYear[0];
  const date = chosen?.date;
  return date?.year && date.month && date.day ? `${date.year}-${pad(date.month)}-${pad(date.day)}` : null;
}

function gender(person: z.infer<typeof personSchema>): WearableReading['gender'] {
  const entries = person.genders ?? [];
  const value = (entries.find((entry) => entry.metadata?.primary) ?? entries[0])?.value?.toLowerCase();
  if (value === 'male') return 'MALE';
  if (value === 'female') return 'FEMALE';
  return null;
}

const round1 = (value: number) => Math.round(value * 10) / 10;

export const googleHealthProvider: WearableProviderAdapter = {
  id: 'google-health',
  label: 'Google Health',
  authorizationUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
  tokenUrl: 'https://oauth2.googleapis.com/token',
  revocationUrl: 'https://oauth2.googleapis.com/revoke',
  apiOrigins: [HEALTH, PEOPLE],
  scopes: [
    'https://www.googleapis.com/auth/googlehealth.profile.readonly',
    'https://www.googleapis.com/auth/googlehealth.health_metrics_and_measurements.readonly',
    'https://www.googleapis.com/auth/user.birthday.read',
    'https://www.googleapis.com/auth/user.gender.read',
    'https://www.googleapis.com/auth/userinfo.profile',
  ],
  // A refresh token is given only with offline access; consent again after the Fitbit switch.
  authorizationParams: { access_type: 'offline', prompt: 'consent', include_granted_scopes: 'true' },
  async readProfile(readJson) {
    const [profile, heights, weights, person] = await Promise.all([
      readJson(`${HEALTH}/v4/users/me/profile`).then((answer) => profileSchema.parse(answer)),
      readJson(`${HEALTH}/v4/users/me/dataTypes/height/dataPoints?pageSize=10`).then((answer) =>
        heightPointsSchema.parse(answer),
      ),
      readJson(`${HEALTH}/v4/users/me/dataTypes/weight/dataPoints?pageSize=10`).then((answer) =>
        weightPointsSchema.parse(answer),
      ),
      readJson(`${PEOPLE}/v1/people/me?personFields=birthdays,genders`).then((answer) =>
        personSchema.parse(answer),
      ),
    ]);
    const height = latest((heights.dataPoints ?? []).map((point) => point.height));
    const weight = latest((weights.dataPoints ?? []).map((point) => point.weight));
    return {
      height: height ? round1(height.heightMillimeters / 10) : null,
      weight: weight ? round1(weight.weightGrams / 1000) : null,
      gender: gender(person),
      date_of_birth: birthDate(person),
      age: profile.age ?? null,
    };
  },
};
