import ExcelJS from 'exceljs';
import { stringify } from 'csv-stringify/sync';
import type { Language, ReportFileFormat } from '@awarequest/contracts';

/** A sheet: its header row and rows of text or numbers (null: an empty cell). */
export interface ReportTable {
  sheetName: string;
  header: string[];
  rows: (string | number | null)[][];
}

export interface ReportFile {
  fileName: string;
  contentType: string;
  body: Buffer;
}

const CONTENT_TYPES: Record<ReportFileFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/**
 * A spreadsheet runs a cell that starts with = + - @ (or a tab or carriage return) as a
 * formula; names and titles come from users, so such a text is prefixed with an apostrophe
 * and reads as text (OWASP "CSV injection").
 */
export function escapeFormula(cell: string): string {
  return /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
}

export async function writeReportFile(
  table: ReportTable,
  format: ReportFileFormat,
  baseName: string,
  language: Language,
): Promise<ReportFile> {
  const fileName = `${baseName}.${format}`;
  if (format === 'xlsx')
    return { fileName, contentType: CONTENT_TYPES.xlsx, body: await writeXlsx(table, language) };
  const rows = [table.header, ...table.rows].map((row) =>
    row.map((cell) => (typeof cell === 'string' ? escapeFormula(cell) : (cell ?? ''))),
  );
  // The byte order mark tells Excel the file is UTF-8, so Arabic shows as Arabic.
  const csv = stringify(rows, { bom: true, record_delimiter: 'windows' });
  return { fileName, contentType: CONTENT_TYPES.csv, body: Buffer.from(csv, 'utf8') };
}

async function writeXlsx(table: ReportTable, language: Language): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(table.sheetName, {
    views: [{ state: 'frozen', ySplit: 1, rightToLeft: language === 'ar' }],
  });
  // Numbers stay numbers, so a spreadsheet can sort and sum them; texts are never formulas here.
  sheet.addRows([table.header, ...table.rows.map((row) => row.map((cell) => cell ?? undefined))]);
  sheet.getRow(1).font = { bold: true };
  for (const column of sheet.columns) column.width = 18;
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
