import { inArray } from 'drizzle-orm';
import {
  encodeRule,
  formatRuleMessage,
  USER_FILE_MAX_ROWS,
  type UserImportReport,
} from '@awarequest/contracts';
import type { AppContext } from '../../app-context.js';
import { users } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { readSheet } from '../../lib/spreadsheets/read-sheet.js';
import { sendInvitation, type MailContext } from './admin-users.service.js';
import { sheetToUsers } from './user-sheet.js';

const INSERT_CHUNK = 500;

async function existingEmails(ctx: AppContext, emails: string[]): Promise<Set<string>> {
  if (!emails.length) return new Set();
  const rows = await ctx.db.select({ email: users.email }).from(users).where(inArray(users.email, emails));
  return new Set(rows.flatMap((row) => (row.email ? [row.email] : [])));
}

/**
 * Creates an invited account for every valid row of a CSV or Excel users file, in one
 * transaction, then mails each its invitation. A refused row creates nothing and is reported
 * as "row N › field"; a file that cannot be read, or has no rows, creates nothing at all.
 */
export async function importUsers(
  ctx: AppContext,
  file: unknown,
  contentType: string | undefined,
  mail: MailContext,
): Promise<UserImportReport> {
  const bytes = typeof file === 'string' ? Buffer.from(file, 'utf8') : file;
  const rows = Buffer.isBuffer(bytes) ? await readSheet(bytes, contentType, USER_FILE_MAX_ROWS) : undefined;
  if (!rows) {
    throw new AppError(
      'VALIDATION_FAILED',
      {},
      { file: [formatRuleMessage(encodeRule('file_type'), 'file', mail.language)] },
    );
  }
  const firstPass = sheetToUsers(rows, mail.language, new Set());
  if (firstPass.isFileRefused) {
    throw new AppError('VALIDATION_FAILED', {}, firstPass.errors);
  }
  const used = await existingEmails(
    ctx,
    firstPass.accepted.map((row) => row.user.email),
  );
  const parsed = used.size ? sheetToUsers(rows, mail.language, used) : firstPass;

  const values = parsed.accepted.map(({ user }) => ({
    name: user.name,
    email: user.email.toLowerCase(),
    phone: user.phone,
    dateOfBirth: user.date_of_birth,
    height: user.height,
    weight: user.weight,
    userId: user.user_id,
    group: user.group,
    company: user.company,
    departments: user.departments ?? [],
    positions: user.positions ?? [],
    countries: user.countries ?? [],
    gender: user.gender,
    accountType: user.account_type,
  }));
  // One transaction, a few statements: an import of thousands of rows is not thousands of round trips.
  const created = await ctx.db.transaction(async (tx) => {
    const inserted = [];
    for (let start = 0; start < values.length; start += INSERT_CHUNK) {
      inserted.push(
        ...(await tx
          .insert(users)
          .values(values.slice(start, start + INSERT_CHUNK))
          .returning()),
      );
    }
    return inserted;
  });
  for (const row of created) {
    if (row.email) await sendInvitation(ctx, { id: row.id, name: row.name, email: row.email }, mail);
  }
  return { created: created.length, rejected: parsed.rejected, errors: parsed.errors };
}
