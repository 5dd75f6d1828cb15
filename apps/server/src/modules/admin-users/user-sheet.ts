import { z } from 'zod';
import {
  ACCOUNT_TYPES,
  emailSchema,
  encodeRule,
  ERRORS,
  fieldOfPath,
  formatRuleMessage,
  nameSchema,
  oneOf,
  profileFieldsSchema,
  USER_FILE_COLUMNS,
  USER_FILE_MAX_ROWS,
  type Language,
} from '@awarequest/contracts';
import type { SheetRow } from '../../lib/spreadsheets/read-sheet.js';

type Column = (typeof USER_FILE_COLUMNS)[number];
const REQUIRED_COLUMNS: Column[] = ['name', 'email'];
const LIST_COLUMNS = new Set<Column>(['departments', 'positions', 'countries']);
const LIST_SEPARATOR = /[;,]/;
const US_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/** One row of a users file: the sign-up fields (without a password) and the profile fields. */
export const userRowSchema = profileFieldsSchema.extend({
  name: nameSchema,
  email: emailSchema,
  account_type: oneOf(ACCOUNT_TYPES).default('personal'),
});
export type UserRowInput = z.infer<typeof userRowSchema>;

export type SheetErrors = Record<string, string[]>;
export interface ParsedUsers {
  /** The rows that passed, with the spreadsheet's row number. */
  accepted: { number: number; user: UserRowInput }[];
  /** "row N › field" → messages; a file-wide problem is under "file". */
  errors: SheetErrors;
  /** How many data rows were refused. */
  rejected: number;
  /** The whole file is refused (no rows, too many, a required column missing): nothing is created. */
  isFileRefused: boolean;
}

const message = (rule: Parameters<typeof encodeRule>[0], field: string, language: Language, n?: number) =>
  formatRuleMessage(encodeRule(rule, n), field, language);

/** MM/DD/YYYY as the spec's forms write it, to the wire's YYYY-MM-DD; anything else stays as typed. */
function isoDate(text: string): string {
  const match = US_DATE.exec(text);
  if (!match) return text;
  const [, month, day, year] = match;
  return `${year}-${month!.padStart(2, '0')}-${day!.padStart(2, '0')}`;
}

function rowInput(cell: (column: Column) => string): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const column of USER_FILE_COLUMNS) {
    const text = cell(column);
    if (text === '') continue;
    if (LIST_COLUMNS.has(column))
      input[column] = text
        .split(LIST_SEPARATOR)
        .map((item) => item.trim())
        .filter(Boolean);
    else if (column === 'date_of_birth') input[column] = isoDate(text);
    else if (column === 'gender' || column === 'account_type')
      input[column] = column === 'gender' ? text.toUpperCase() : text.toLowerCase();
    else input[column] = text;
  }
  return input;
}

/**
 * A users sheet to accounts to create, with the same rules as sign-up and the profile. Columns
 * are found by header name (case ignored); empty rows are skipped. `usedEmails` are the
 * addresses that already have an account; an address twice in the file is refused the second time.
 */
export function sheetToUsers(rows: SheetRow[], language: Language, usedEmails: Set<string>): ParsedUsers {
  const [header, ...body] = rows;
  const dataRows = body.filter((row) => row.cells.some((cell) => cell.trim() !== ''));
  if (!header || dataRows.length === 0) {
    return {
      accepted: [],
      rejected: 0,
      isFileRefused: true,
      errors: { file: [message('required', 'file', language)] },
    };
  }
  if (dataRows.length > USER_FILE_MAX_ROWS) {
    return {
      accepted: [],
      rejected: dataRows.length,
      isFileRefused: true,
      errors: { file: [message('max_items', 'file', language, USER_FILE_MAX_ROWS)] },
    };
  }
  const columns = new Map(header.cells.map((name, index) => [name.trim().toLowerCase(), index]));
  const missing = REQUIRED_COLUMNS.filter((column) => !columns.has(column));
  if (missing.length) {
    const entries = missing.map((column): [string, string[]] => [
      `row ${header.number} › ${column}`,
      [message('required', column, language)],
    ]);
    return {
      accepted: [],
      rejected: dataRows.length,
      isFileRefused: true,
      errors: Object.fromEntries(entries),
    };
  }

  const errors: SheetErrors = {};
  const accepted: ParsedUsers['accepted'] = [];
  const seen = new Set(usedEmails);
  let rejected = 0;
  for (const row of dataRows) {
    const cell = (column: Column) => {
      const index = columns.get(column);
      return index === undefined ? '' : (row.cells[index] ?? '').trim();
    };
    const result = userRowSchema.safeParse(rowInput(cell));
    if (!result.success) {
      rejected += 1;
      for (const issue of result.error.issues) {
        const path = issue.path.filter((segment) => typeof segment !== 'symbol');
        const field = fieldOfPath(path);
        errors[`row ${row.number} › ${String(path[0] ?? field)}`] ??= [
          formatRuleMessage(issue.message, field, language),
        ];
      }
    } else if (seen.has(result.data.email)) {
      rejected += 1;
      errors[`row ${row.number} › email`] = [ERRORS.EMAIL_TAKEN[language]];
    } else {
      seen.add(result.data.email);
      accepted.push({ number: row.number, user: result.data });
    }
  }
  return { accepted, errors, rejected, isFileRefused: false };
}
