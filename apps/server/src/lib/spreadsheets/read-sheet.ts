import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import {
  SHEET_MAX_UNPACKED_BYTES,
  SHEET_MAX_UNPACKED_MB,
  SHEET_MAX_ZIP_ENTRIES,
} from '@awarequest/contracts';
import { AppError } from '../app-error.js';
import { assertCleanText } from '../forbidden-text.js';
import { unescapeFormula } from './formula-escape.js';
import { XLSX_TYPE } from './write-sheet.js';
import { inspectWorkbookZip } from './zip-guard.js';

/** One row as the spreadsheet numbers it (the header is row 1) and its cells' text. */
export interface SheetRow {
  number: number;
  cells: string[];
}

/** Every .xlsx is a ZIP archive, which starts with "PK\x03\x04". */
const ZIP_SIGNATURE = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/**
 * The rows of an uploaded sheet, or undefined when the file is neither an Excel workbook nor a
 * UTF-8 CSV; every import reads its file here. The type is decided by the bytes: a file sent as
 * Excel that is not a ZIP archive (a picture renamed .xlsx, say) is refused, and a ZIP is read
 * as a workbook whatever its label.
 *
 * Before a workbook is parsed, its archive is checked without keeping what it unpacks
 * (FILE_TOO_LARGE_UNPACKED, FILE_TOO_MANY_ROWS); a CSV stops being parsed past the row limit.
 * `maxRows` counts the data rows an import takes; the header comes on top. Every cell then
 * goes through the character rule of all input (INVALID_CHARACTERS, "row N › column"), and the
 * apostrophe our exports put before a formula-like text is dropped, so an export imports as it was.
 */
export async function readSheet(
  file: Buffer,
  contentType: string | undefined,
  maxRows: number,
): Promise<SheetRow[] | undefined> {
  const rowLimit = maxRows + 1;
  let rows: SheetRow[] | undefined;
  if (file.subarray(0, ZIP_SIGNATURE.length).equals(ZIP_SIGNATURE)) {
    const refusal = await inspectWorkbookZip(file, {
      maxUnpackedBytes: SHEET_MAX_UNPACKED_BYTES,
      maxEntries: SHEET_MAX_ZIP_ENTRIES,
      maxRows: rowLimit,
    });
    if (refusal === 'unpacked') throw tooLargeUnpacked();
    if (refusal === 'rows') throw tooManyRows(maxRows);
    rows = refusal ? undefined : await readXlsx(file);
  } else if (contentType?.toLowerCase().startsWith(XLSX_TYPE)) {
    return undefined;
  } else {
    rows = readCsv(file, rowLimit);
  }
  if (!rows) return undefined;
  if (rows.length > rowLimit) throw tooManyRows(maxRows);
  assertCleanCells(rows);
  return rows.map((row) => ({ number: row.number, cells: row.cells.map(unescapeFormula) }));
}

// Under "file", as the other refusals of a whole file, so the import screens list it with them.
const tooLargeUnpacked = () =>
  new AppError(
    'FILE_TOO_LARGE_UNPACKED',
    { max: SHEET_MAX_UNPACKED_MB },
    { file: 'FILE_TOO_LARGE_UNPACKED' },
  );
const tooManyRows = (max: number) =>
  new AppError('FILE_TOO_MANY_ROWS', { max }, { file: 'FILE_TOO_MANY_ROWS' });

function assertCleanCells(rows: SheetRow[]): void {
  const header = rows[0]?.cells ?? [];
  const cells: Record<string, string> = {};
  for (const row of rows) {
    row.cells.forEach((cell, index) => {
      cells[`row ${row.number} › ${header[index]?.trim() || index + 1}`] = cell;
    });
  }
  assertCleanText(cells);
}

async function readXlsx(file: Buffer): Promise<SheetRow[] | undefined> {
  const workbook = new ExcelJS.Workbook();
  try {
    // exceljs types its input as an ArrayBuffer (it hands it to JSZip): give it a copy of one.
    await workbook.xlsx.load(Uint8Array.from(file).buffer);
  } catch {
    return undefined;
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const rows: SheetRow[] = [];
  sheet.eachRow((row, number) => {
    const cells = Array.from({ length: sheet.columnCount }, (_, index) => row.getCell(index + 1).text);
    rows.push({ number, cells });
  });
  return rows;
}

/** A UTF-8 CSV's records, at most one past `rowLimit` (enough to know it is over). */
function readCsv(file: Buffer, rowLimit: number): SheetRow[] | undefined {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(file);
  } catch {
    return undefined;
  }
  // A text file never holds NUL; binary files (images, old .xls) almost always do.
  if (text.includes('\u0000')) return undefined;
  try {
    const records: string[][] = parse(text, {
      delimiter: delimiterOf(text),
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: false,
      to: rowLimit + 1,
    });
    return records.map((cells, index) => ({ number: index + 1, cells }));
  } catch {
    return undefined;
  }
}

/** Excel writes ";" instead of "," where the decimal mark is a comma: the header tells which. */
function delimiterOf(text: string): string {
  const header = text.slice(0, text.search(/\r?\n|$/));
  const counts = [',', ';', '\t'].map((delimiter) => ({ delimiter, count: header.split(delimiter).length }));
  return counts.reduce((best, next) => (next.count > best.count ? next : best)).delimiter;
}
