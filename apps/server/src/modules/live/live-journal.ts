import { mkdir, open, readdir, readFile, rename, rm, type FileHandle } from 'node:fs/promises';
import path from 'node:path';

/**
 * Append-only journals, one file of JSON lines per key (a session's PIN), for the in-memory
 * live store: what it acknowledges must survive the process. `append` resolves once the line
 * is on disk. Lines are group-committed: every line that arrives while a write is being
 * prepared or synced goes into the next single write + fdatasync, so a thousand answers in a
 * second cost a few syncs, not a thousand. A process killed mid-write leaves a torn last line;
 * `load` stops at the first line that does not parse, and the store compacts each journal it
 * loads, so the torn part never stays in front of new lines.
 */

export interface LiveJournal {
  /** Appends one record to `key`'s journal; resolves when it (and every line before it) is durable. */
  append(key: string, record: unknown): Promise<void>;
  /** Replaces `key`'s journal by these records, atomically (written aside, synced, renamed over). */
  rewrite(key: string, records: readonly unknown[]): Promise<void>;
  /** Deletes `key`'s journal (the session ended for good or expired). */
  remove(key: string): Promise<void>;
  /** Every journal's records, up to its first unreadable line. */
  load(): Promise<Map<string, unknown[]>>;
  /** Waits for the writes under way and closes the files. */
  close(): Promise<void>;
}

const SUFFIX = '.jsonl';

interface Batch {
  lines: string[];
  done: Promise<void>;
}

interface JournalFile {
  /** Every operation on the file runs after the previous one, in call order. */
  chain: Promise<void>;
  /** Lines waiting for the next write; closed to new lines once that write starts. */
  batch: Batch | undefined;
  handle: FileHandle | undefined;
  pending: number;
}

/** Keys are PINs (digits); anything else could name a path outside the directory. */
const isSafeKey = (key: string) => /^[A-Za-z0-9_-]+$/.test(key);

export function createLiveJournal(dir: string): LiveJournal {
  const files = new Map<string, JournalFile>();
  const fileName = (key: string) => path.join(dir, `${key}${SUFFIX}`);
  let isDirReady: Promise<void> | undefined;
  const ensureDir = () => (isDirReady ??= mkdir(dir, { recursive: true }).then(() => undefined));

  /** A new or renamed file's name is durable only once its directory is synced. */
  async function syncDir() {
    const handle = await open(dir, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  }

  function fileOf(key: string): JournalFile {
    if (!isSafeKey(key)) throw new Error(`live journal: bad key ${JSON.stringify(key)}`);
    let file = files.get(key);
    if (!file)
      files.set(key, (file = { chain: Promise.resolve(), batch: undefined, handle: undefined, pending: 0 }));
    return file;
  }

  /** Runs `work` after the file's earlier operations; a failure rejects only its own callers. */
  function queue(key: string, file: JournalFile, work: () => Promise<void>): Promise<void> {
    file.pending += 1;
    const result = file.chain.then(work);
    file.chain = result
      .catch(() => undefined)
      .finally(() => {
        file.pending -= 1;
        if (file.pending === 0 && !file.handle && files.get(key) === file) files.delete(key);
      });
    return result;
  }

  async function closeHandle(file: JournalFile) {
    const { handle } = file;
    file.handle = undefined;
    await handle?.close();
  }

  async function writeBatch(key: string, file: JournalFile, batch: Batch) {
    // Lines that arrive within this turn of the event loop still join this write.
    await new Promise((resolve) => setImmediate(resolve));
    if (file.batch === batch) file.batch = undefined;
    if (!file.handle) {
      await ensureDir();
      file.handle = await open(fileName(key), 'a');
      await syncDir();
    }
    await file.handle.write(batch.lines.join(''));
    await file.handle.datasync();
  }

  return {
    append(key, record) {
      const file = fileOf(key);
      const line = `${JSON.stringify(record)}\n`;
      if (file.batch) {
        file.batch.lines.push(line);
        return file.batch.done;
      }
      const batch: Batch = { lines: [line], done: Promise.resolve() };
      batch.done = queue(key, file, () => writeBatch(key, file, batch));
      file.batch = batch;
      return batch.done;
    },

    rewrite(key, records) {
      const file = fileOf(key);
      // Lines appended after this call belong after the new content, not in the replaced file.
      file.batch = undefined;
      const text = records.map((record) => `${JSON.stringify(record)}\n`).join('');
      return queue(key, file, async () => {
        await closeHandle(file);
        await ensureDir();
        const aside = `${fileName(key)}.tmp`;
        const handle = await open(aside, 'w');
        try {
          await handle.write(text);
          await handle.datasync();
        } finally {
          await handle.close();
        }
        await rename(aside, fileName(key));
        await syncDir();
      });
    },

    remove(key) {
      const file = fileOf(key);
      file.batch = undefined;
      return queue(key, file, async () => {
        await closeHandle(file);
        await rm(fileName(key), { force: true });
      });
    },

    async load() {
      await ensureDir();
      const journals = new Map<string, unknown[]>();
      for (const name of await readdir(dir)) {
        if (name.endsWith(`${SUFFIX}.tmp`)) await rm(path.join(dir, name), { force: true });
        if (!name.endsWith(SUFFIX)) continue;
        journals.set(name.slice(0, -SUFFIX.length), readLines(await readFile(path.join(dir, name), 'utf8')));
      }
      return journals;
    },

    async close() {
      await Promise.all([...files.values()].map((file) => file.chain));
      await Promise.all([...files.values()].map(closeHandle));
      files.clear();
    },
  };
}

/** The records of a journal's text, up to the first line that is not whole JSON (a torn write). */
export function readLines(text: string): unknown[] {
  const lines = text.split('\n');
  // The part after the last newline was never finished.
  lines.pop();
  const records: unknown[] = [];
  for (const line of lines) {
    try {
      records.push(JSON.parse(line));
    } catch {
      break;
    }
  }
  return records;
}
