import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import type { SheetRow } from './question-sheet.js';

/** Reading and writing the questions sheet as CSV (csv-parse, csv-stringify) or Excel (exceljs). */

export const CSV_TYPE = 'text/csv';
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** Every .xlsx is a ZIP archive, which starts with "PK\x03\x04". */
const ZIP_SIGNATURE = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const SHEET_NAME = 'questions';

export function writeCsv(table: string[][]): Buffer {
  // The byte order mark tells Excel the file is UTF-8, so Arabic shows as Arabic.
  return Buffer.from(stringify(table, { bom: true, record_delimiter: 'windows' }), 'utf8');
}

export async function writeXlsx(table: string[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(SHEET_NAME, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.addRows(table);
  sheet.getRow(1).font = { bold: true };
  for (const column of sheet.columns) column.width = 28;
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * The rows of an uploaded sheet, or undefined when the file is neither an Excel workbook nor a
 * UTF-8 CSV. The type is decided by the bytes: a file sent as Excel that is not a ZIP archive
 * (a picture renamed .xlsx, say) is refused, and a ZIP is read as a workbook whatever its label.
 */
export async function readSheet(
  file: Buffer,
  contentType: string | undefined,
): Promise<SheetRow[] | undefined> {
  if (file.subarray(0, ZIP_SIGNATURE.length).equals(ZIP_SIGNATURE)) return readXlsx(file);
  if (contentType?.toLowerCase().startsWith(XLSX_TYPE)) return undefined;
  return readCsv(file);
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

function readCsv(file: Buffer): SheetRow[] | undefined {
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
