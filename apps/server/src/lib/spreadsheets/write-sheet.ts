import ExcelJS from 'exceljs';
import { stringify } from 'csv-stringify/sync';
import { escapeFormula } from './formula-escape.js';

/** A cell as the product writes it: text, a number (kept a number), or nothing. */
export type SheetCell = string | number | null;

export const CSV_TYPE = 'text/csv';
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const escapeCell = (cell: SheetCell) => (typeof cell === 'string' ? escapeFormula(cell) : cell);

/**
 * Every CSV the product writes: text cells escaped by the one formula rule, a byte order mark
 * (it tells Excel the file is UTF-8, so Arabic shows as Arabic) and Windows line ends.
 */
export function writeCsv(rows: SheetCell[][]): Buffer {
  const cells = rows.map((row) => row.map((cell) => escapeCell(cell) ?? ''));
  return Buffer.from(stringify(cells, { bom: true, record_delimiter: 'windows' }), 'utf8');
}

export interface XlsxLayout {
  sheetName: string;
  columnWidth: number;
  isRightToLeft?: boolean;
}

/**
 * Every Excel file the product writes: one sheet, a bold frozen header, text cells escaped by
 * the same rule as the CSVs (so a text copied out of a cell is no formula either), numbers as
 * numbers so a spreadsheet can sort and sum them.
 */
export async function writeXlsx(rows: SheetCell[][], layout: XlsxLayout): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(layout.sheetName, {
    views: [{ state: 'frozen', ySplit: 1, rightToLeft: layout.isRightToLeft ?? false }],
  });
  sheet.addRows(rows.map((row) => row.map((cell) => escapeCell(cell) ?? undefined)));
  sheet.getRow(1).font = { bold: true };
  for (const column of sheet.columns) column.width = layout.columnWidth;
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
