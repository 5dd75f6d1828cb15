import { z } from 'zod';
import { ACCOUNT_TYPES } from './account-types.js';
import { nameSchema, ROLES } from './accounts.js';
import { encodeRule } from './validation/messages.js';
import { emailSchema, oneOf, optional } from './validation/rules.js';

/** The admin's users screen (issue 7): list, search, invite, deactivate, delete, import. */

export const USER_STATUSES = ['active', 'invited', 'inactive'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const ADMIN_USERS_PAGE_MAX = 100;
const pageNumber = z.coerce
  .number({ error: encodeRule('numeric') })
  .int({ error: encodeRule('numeric') })
  .min(1, { error: encodeRule('min_value', 1) });

/** `?q=&status=&page=&per_page=`: q matches name, email or username. */
export const adminUsersQuerySchema = z.object({
  q: optional(
    z
      .string()
      .trim()
      .max(100, { error: encodeRule('max', 100) }),
  ),
  status: optional(oneOf(USER_STATUSES)),
  page: pageNumber.default(1),
  per_page: pageNumber
    .max(ADMIN_USERS_PAGE_MAX, { error: encodeRule('max_value', ADMIN_USERS_PAGE_MAX) })
    .default(20),
});
export type AdminUsersQuery = z.input<typeof adminUsersQuerySchema>;

export const adminUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  username: z.string().nullable(),
  role: z.enum(ROLES),
  account_type: z.enum(ACCOUNT_TYPES),
  /** `invited`: no password yet (the invitation is not accepted); `inactive`: deactivated. */
  status: z.enum(USER_STATUSES),
  parent: z.object({ id: z.string(), name: z.string() }).nullable(),
  children_count: z.number(),
  created_at: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUserPageSchema = z.object({
  items: z.array(adminUserSchema),
  page: z.number(),
  per_page: z.number(),
  total: z.number(),
});
export type AdminUserPage = z.infer<typeof adminUserPageSchema>;

/** POST /admin/users: creates the account without a password and mails the invitation. */
export const inviteUserBodySchema = z.object({
  name: nameSchema,
  email: emailSchema,
  role: oneOf(ROLES).default('player'),
  account_type: oneOf(ACCOUNT_TYPES).default('personal'),
});
export type InviteUserBody = z.infer<typeof inviteUserBodySchema>;
export type InviteUserInput = z.input<typeof inviteUserBodySchema>;

/** PUT /admin/users/:id/status: deactivate (sessions revoked at once) or reactivate. */
export const userActiveBodySchema = z.object({
  is_active: z.boolean({ error: encodeRule('required') }),
});
export type UserActiveBody = z.infer<typeof userActiveBodySchema>;

/**
 * The columns of a users CSV or Excel sheet, found by header name (case ignored); name and
 * email are required. Lists (departments, positions, countries) split on ";" or ",";
 * date_of_birth is YYYY-MM-DD or MM/DD/YYYY.
 */
export const USER_FILE_COLUMNS = [
  'name',
  'email',
  'phone',
  'date_of_birth',
  'gender',
  'height',
  'weight',
  'user_id',
  'group',
  'company',
  'departments',
  'positions',
  'countries',
  'account_type',
] as const;
export const USER_FILE_MAX_BYTES = 5 * 1024 * 1024;
export const USER_FILE_MAX_ROWS = 5000;

/**
 * The import's answer: the accounts created (each invited by mail) and the rows refused, as
 * "row N › field" → messages. A refused row creates nothing; the others are created.
 */
export const userImportReportSchema = z.object({
  created: z.number(),
  rejected: z.number(),
  errors: z.record(z.string(), z.array(z.string())),
});
export type UserImportReport = z.infer<typeof userImportReportSchema>;
