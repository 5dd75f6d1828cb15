import type { Language, ReportFileFormat } from '@awarequest/contracts';
import { writeCsv, writeXlsx, type SheetCell } from '../../lib/spreadsheets/write-sheet.js';

/** A sheet: its header row and rows of text or numbers (null: an empty cell). */
export interface ReportTable {
  sheetName: string;
  header: string[];
  rows: SheetCell[][];
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

export async function writeReportFile(
  table: ReportTable,
  format: ReportFileFormat,
  baseName: string,
  language: Language,
): Promise<ReportFile> {
  const fileName = `${baseName}.${format}`;
  const rows = [table.header, ...table.rows];
  if (format === 'xlsx') {
    const layout = { sheetName: table.sheetName, columnWidth: 18, isRightToLeft: language === 'ar' };
    return { fileName, contentType: CONTENT_TYPES.xlsx, body: await writeXlsx(rows, layout) };
  }
  return { fileName, contentType: CONTENT_TYPES.csv, body: writeCsv(rows) };
}
