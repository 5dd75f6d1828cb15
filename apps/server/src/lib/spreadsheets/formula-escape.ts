/**
 * The one rule for every text cell the product writes to a CSV or Excel file (OWASP "CSV
 * injection"): a spreadsheet runs a cell that starts with = + - @ (or a tab or carriage return,
 * or their full-width forms ＝ ＋ － ＠, which some spreadsheets read as the same) as a formula.
 * Names, nicknames and titles come from users, so such a text is written with a leading
 * apostrophe and reads as text.
 *
 * Texts that already start with apostrophes before such a character get one more, so that
 * `unescapeFormula` (run on every cell of an uploaded sheet) gives back exactly what was
 * written: a file the product exports can be imported again unchanged.
 */
const FORMULA_START = /^'*[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;
const ESCAPED_FORMULA_START = /^'+[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

export function escapeFormula(cell: string): string {
  return FORMULA_START.test(cell) ? `'${cell}` : cell;
}

/** Undoes `escapeFormula`: drops the one apostrophe it adds, and nothing else. */
export function unescapeFormula(cell: string): string {
  return ESCAPED_FORMULA_START.test(cell) ? cell.slice(1) : cell;
}
