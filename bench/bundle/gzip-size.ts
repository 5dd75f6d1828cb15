import { gzipSync } from 'node:zlib';

/** A file's size as a gzip -9 response would carry it, in KB (1024 bytes). */
export const gzipKb = (content: Buffer | string): number => gzipSync(content, { level: 9 }).length / 1024;
