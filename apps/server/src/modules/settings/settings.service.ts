import { eq } from 'drizzle-orm';
import {
  authSettingsSchema,
  classificationLabelsSchema,
  DEFAULT_CLASSIFICATION_LABELS,
  type ClassificationLabels,
  DEFAULT_AUTH_SETTINGS,
  DEFAULT_THEME,
  themeSettingsSchema,
  type AuthSettings,
  type ThemeSettings,
} from '@awarequest/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { settings } from '../../db/schema.js';

type SettingKey = 'theme' | 'auth' | 'classification';

async function readStored(db: Db, key: SettingKey): Promise<Record<string, unknown>> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
  return (row?.value ?? {}) as Record<string, unknown>;
}

/**
 * Stored values over the defaults. A stored value that no longer passes the schema (an
 * older format) falls back to the default instead of breaking every page.
 */
function withDefaults<T extends Record<string, unknown>>(
  schema: z.ZodType<T>,
  defaults: T,
  stored: Record<string, unknown>,
): T {
  const merged: Record<string, unknown> = { ...defaults };
  for (const [key, value] of Object.entries(stored))
    if (value !== null && key in defaults) merged[key] = value;
  const parsed = schema.safeParse(merged);
  return parsed.success ? parsed.data : defaults;
}

/** Writes the changed keys; `null` removes a key so its default applies again. */
async function patch(db: Db, key: SettingKey, changes: Record<string, unknown>) {
  const given = Object.entries(changes).filter(([, changed]) => changed !== undefined);
  const merged = { ...(await readStored(db, key)), ...Object.fromEntries(given) };
  const value = Object.fromEntries(
    Object.entries(merged).filter(([, kept]) => kept !== null && kept !== undefined),
  );
  await db
    .insert(settings)
    .values({ key, value })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: new Date() } });
}

export async function getTheme(db: Db): Promise<ThemeSettings> {
  return withDefaults(themeSettingsSchema, DEFAULT_THEME, await readStored(db, 'theme'));
}

export async function updateTheme(db: Db, changes: Partial<ThemeSettings>): Promise<ThemeSettings> {
  await patch(db, 'theme', changes);
  return getTheme(db);
}

export async function getAuthSettings(db: Db): Promise<AuthSettings> {
  return withDefaults(authSettingsSchema, DEFAULT_AUTH_SETTINGS, await readStored(db, 'auth'));
}

export async function updateAuthSettings(db: Db, changes: Partial<AuthSettings>): Promise<AuthSettings> {
  await patch(db, 'auth', changes);
  return getAuthSettings(db);
}

/** The organisation's names of its four classification levels (defaults until an admin sets them). */
export async function getClassificationLabels(db: Db): Promise<ClassificationLabels> {
  const parsed = classificationLabelsSchema.safeParse(await readStored(db, 'classification'));
  return parsed.success
    ? parsed.data
    : { labels: [...DEFAULT_CLASSIFICATION_LABELS] as ClassificationLabels['labels'] };
}

export async function updateClassificationLabels(
  db: Db,
  value: ClassificationLabels,
): Promise<ClassificationLabels> {
  await db
    .insert(settings)
    .values({ key: 'classification', value })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: new Date() } });
  return getClassificationLabels(db);
}
