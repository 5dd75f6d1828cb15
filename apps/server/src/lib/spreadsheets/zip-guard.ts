import yauzl, { type Entry, type ZipFile } from 'yauzl';

export interface ZipLimits {
  /** The most bytes all parts together may unpack to. */
  maxUnpackedBytes: number;
  maxEntries: number;
  /** The most rows a worksheet may hold. */
  maxRows: number;
}

/** Why a workbook is refused: it unpacks too large, it has too many rows, or it is no ZIP archive. */
export type ZipRefusal = 'unpacked' | 'rows' | 'unreadable';

const WORKSHEET = /^xl\/worksheets\/[^/]+\.xml$/;
// A row element, with or without a namespace prefix (<row r="2">, <x:row>); not <rowBreaks>.
const ROW_TAG = /<(?:\w+:)?row[\s/>]/g;

/**
 * Checks an .xlsx archive before anything reads it as a workbook. The central directory's sizes
 * are summed first, so a bomb that says what it is costs nothing; then every part is unpacked
 * once into nothing, with yauzl checking each against its declared size (a part that lies about
 * it stops within one chunk of the lie), and worksheet rows are counted as they stream by. At
 * most `maxUnpackedBytes` are ever inflated, and none is kept.
 */
export async function inspectWorkbookZip(bytes: Buffer, limits: ZipLimits): Promise<ZipRefusal | undefined> {
  let zip: ZipFile;
  try {
    zip = await yauzl.fromBufferPromise(bytes, { lazyEntries: true });
  } catch {
    return 'unreadable';
  }
  try {
    if (zip.entryCount > limits.maxEntries) return 'unpacked';
    const entries = await readEntries(zip);
    const declared = entries.reduce((sum, entry) => sum + entry.uncompressedSize, 0);
    if (declared > limits.maxUnpackedBytes) return 'unpacked';
    for (const entry of entries) {
      const refusal = await drainEntry(zip, entry, limits.maxRows);
      if (refusal) return refusal;
    }
    return undefined;
  } catch {
    return 'unreadable';
  } finally {
    zip.close();
  }
}

/** The central directory's entries: names and sizes, nothing unpacked. */
function readEntries(zip: ZipFile): Promise<Entry[]> {
  return new Promise((resolve, reject) => {
    const entries: Entry[] = [];
    zip.on('entry', (entry: Entry) => {
      entries.push(entry);
      zip.readEntry();
    });
    zip.once('end', () => {
      resolve(entries);
    });
    zip.once('error', reject);
    zip.readEntry();
  });
}

/** Unpacks one part into nothing; for a worksheet, counts its rows and stops past the limit. */
async function drainEntry(zip: ZipFile, entry: Entry, maxRows: number): Promise<ZipRefusal | undefined> {
  if (entry.fileName.endsWith('/')) return undefined;
  const stream = await zip.openReadStreamPromise(entry);
  const isWorksheet = WORKSHEET.test(entry.fileName);
  let rows = 0;
  let carry = '';
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      if (!isWorksheet) continue;
      // Tags are ASCII; a tag cut between two chunks is found in the carried tail.
      const text = carry + chunk.toString('latin1');
      rows += text.match(ROW_TAG)?.length ?? 0;
      carry = text.slice(-8);
      rows -= carry.match(ROW_TAG)?.length ?? 0;
      if (rows > maxRows) return 'rows';
    }
  } catch (error) {
    // yauzl's own check: the part unpacks to more than its header declared.
    return error instanceof Error && error.message.startsWith('too many bytes') ? 'unpacked' : 'unreadable';
  } finally {
    stream.destroy();
  }
  rows += carry.match(ROW_TAG)?.length ?? 0;
  return rows > maxRows ? 'rows' : undefined;
}
