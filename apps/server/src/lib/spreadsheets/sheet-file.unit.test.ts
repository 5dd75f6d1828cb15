import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { writeSheetFile } from './sheet-file.js';

const rows = [
  ['Name', 'Score'],
  ['@SUM(A1)', 7],
  ['سارة', null],
];
const layout = { sheetName: 'results', columnWidth: 16, isRightToLeft: true };

describe('writeSheetFile', () => {
  it('writes <name>.csv as UTF-8 with a byte order mark, Windows line ends and escaped texts', async () => {
    const file = await writeSheetFile(rows, 'csv', 'live-123456-results', layout);
    expect(file.fileName).toBe('live-123456-results.csv');
    expect(file.contentType).toBe('text/csv; charset=utf-8');
    expect(file.body.toString('utf8')).toBe("\uFEFFName,Score\r\n'@SUM(A1),7\r\nسارة,\r\n");
  });

  it('writes <name>.xlsx: one sheet laid out as asked, texts escaped, numbers kept numbers', async () => {
    const file = await writeSheetFile(rows, 'xlsx', 'report', layout);
    expect(file.fileName).toBe('report.xlsx');
    expect(file.contentType).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.body as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('results')!;
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1, rightToLeft: true });
    expect(sheet.getRow(1).font).toMatchObject({ bold: true });
    expect(sheet.getColumn(1).width).toBe(16);
    expect(sheet.getRow(2).values).toEqual([undefined, "'@SUM(A1)", 7]);
    expect(sheet.getCell('A3').value).toBe('سارة');
  });
});
