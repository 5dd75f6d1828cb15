import { describe, expect, it } from 'vitest';
import { deflatedRepeat, zipArchive } from '../../test/zip-archives.js';
import { inspectWorkbookZip } from './zip-guard.js';

const limits = { maxUnpackedBytes: 25 * 1024 * 1024, maxEntries: 500 };

describe('the workbook archive check', () => {
  it('counts every row of a worksheet, tags cut between chunks included', async () => {
    // 13 bytes a row: the unpacked chunks end inside tags again and again.
    const rows = 100_000;
    const thousandRows = Buffer.from('<x:row r="1">'.repeat(1000));
    const part = await deflatedRepeat('xl/worksheets/sheet1.xml', thousandRows, rows / 1000);
    const archive = zipArchive([part]);
    expect(await inspectWorkbookZip(archive, { ...limits, maxRows: rows })).toBeUndefined();
    expect(await inspectWorkbookZip(archive, { ...limits, maxRows: rows - 1 })).toBe('rows');
  });

  it('does not count rows outside worksheets, nor elements that only start like a row', async () => {
    const shared = await deflatedRepeat('xl/sharedStrings.xml', Buffer.from('<row>'), 10);
    const sheet = await deflatedRepeat('xl/worksheets/sheet1.xml', Buffer.from('<rowBreaks/><row/>'), 3);
    expect(await inspectWorkbookZip(zipArchive([shared, sheet]), { ...limits, maxRows: 3 })).toBeUndefined();
  });

  it('refuses too many parts, and bytes that are no archive', async () => {
    const part = await deflatedRepeat('a.xml', Buffer.from('x'), 1);
    const parts = Array.from({ length: 3 }, (_, index) => ({ ...part, name: `p${index}.xml` }));
    expect(await inspectWorkbookZip(zipArchive(parts), { ...limits, maxEntries: 2, maxRows: 10 })).toBe(
      'unpacked',
    );
    expect(
      await inspectWorkbookZip(Buffer.from('PK\u0003\u0004 not really'), { ...limits, maxRows: 10 }),
    ).toBe('unreadable');
  });
});
