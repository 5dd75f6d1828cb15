import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { ACCOUNT_TYPES, CODE_PURPOSES, GENDERS, ROLES } from '@awarequest/contracts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const textList = (name: string) =>
  jsonb(name)
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'::jsonb`);

export const roleEnum = pgEnum('role', ROLES);
export const genderEnum = pgEnum('gender', GENDERS);
export const accountTypeEnum = pgEnum('account_type', ACCOUNT_TYPES);
export const codePurposeEnum = pgEnum('code_purpose', CODE_PURPOSES);
export const oneTimeTokenPurposeEnum = pgEnum('one_time_token_purpose', ['sso', 'invite']);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** Stored lower-cased, so one address is one account. */
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    phone: text('phone'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    height: real('height'),
    weight: real('weight'),
    /** The person's identifier in their organisation (spec §3 "user id"). */
    userId: text('user_id'),
    group: text('group'),
    company: text('company'),
    departments: textList('departments'),
    positions: textList('positions'),
    countries: textList('countries'),
    avatar: text('avatar'),
    photo: text('photo'),
    gender: genderEnum('gender'),
    role: roleEnum('role').notNull().default('player'),
    accountType: accountTypeEnum('account_type').notNull().default('personal'),
    parentId: uuid('parent_id').references((): AnyPgColumn => users.id, { onDelete: 'cascade' }),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('users_email_key').on(table.email), index('users_parent_idx').on(table.parentId)],
);

/** One row per login: the JWT names it, so revoking the row revokes the token. */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (table) => [index('auth_sessions_user_idx').on(table.userId)],
);

/**
 * Mailed 6-digit codes, by address and purpose. Only a keyed hash of the code is kept.
 * `verifiedAt` marks a sign-up address as proven until `POST /users` consumes it.
 */
export const emailCodes = pgTable(
  'email_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    purpose: codePurposeEnum('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('email_codes_lookup_idx').on(table.email, table.purpose, table.createdAt)],
);

/** Single-use tokens: the SSO exchange (`state`) and admin invitations. Hashes only. */
export const oneTimeTokens = pgTable('one_time_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  purpose: oneTimeTokenPurposeEnum('purpose').notNull(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/** Provider settings (theme, auth) as one JSON document per key. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
