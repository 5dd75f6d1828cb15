import type { Language, ReportFileFormat } from '@awarequest/contracts';
import { writeSheetFile, type SheetFile } from '../../lib/spreadsheets/sheet-file.js';
import type { SheetCell } from '../../lib/spreadsheets/write-sheet.js';

/** A sheet: its header row and rows of text or numbers (null: an empty cell). */
export interface ReportTable {
  sheetName: string;
  header: string[];
  rows: SheetCell[][];
}

export async function writeReportFile(
  table: ReportTable,
  format: ReportFileFormat,
  baseName: string,
  language: Language,
): Promise<SheetFile> {
  return writeSheetFile([table.header, ...table.rows], format, baseName, {
    sheetName: table.sheetName,
    columnWidth: 18,
    isRightToLeft: language === 'ar',
  });
}
