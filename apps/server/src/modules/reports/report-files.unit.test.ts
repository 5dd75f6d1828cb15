import { describe, expect, it } from 'vitest';
import { writeReportFile } from './report-files.js';

describe('report files', () => {
  it('writes a CSV with a byte order mark, escaped texts, numbers as they are and empty nulls', async () => {
    const file = await writeReportFile(
      {
        sheetName: 'x',
        header: ['Name', 'Score'],
        rows: [
          ['=HYPERLINK("x")', -3],
          ['سارة', null],
        ],
      },
      'csv',
      'report',
      'en',
    );
    expect(file.fileName).toBe('report.csv');
    expect(file.contentType).toBe('text/csv; charset=utf-8');
    const text = file.body.toString('utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text.slice(1)).toBe('Name,Score\r\n"\'=HYPERLINK(""x"")",-3\r\nسارة,\r\n');
  });
});
