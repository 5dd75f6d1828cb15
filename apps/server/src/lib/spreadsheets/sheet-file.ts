import { CSV_TYPE, writeCsv, writeXlsx, XLSX_TYPE, type SheetCell, type XlsxLayout } from './write-sheet.js';

/** The two formats of every spreadsheet the product exports. */
export type SheetFormat = 'csv' | 'xlsx';

/** A spreadsheet ready to download: its file name, content type and bytes. */
export interface SheetFile {
  fileName: string;
  contentType: string;
  body: Buffer;
}

/**
 * Rows (the header first) as `<baseName>.csv` or `<baseName>.xlsx`: every export (reports,
 * evidence, live results, question files) is written here, so each gets the same escaping,
 * byte order mark and content type. `layout` shapes the Excel sheet only.
 */
export async function writeSheetFile(
  rows: SheetCell[][],
  format: SheetFormat,
  baseName: string,
  layout: XlsxLayout,
): Promise<SheetFile> {
  const fileName = `${baseName}.${format}`;
  return format === 'xlsx'
    ? { fileName, contentType: XLSX_TYPE, body: await writeXlsx(rows, layout) }
    : { fileName, contentType: `${CSV_TYPE}; charset=utf-8`, body: writeCsv(rows) };
}
