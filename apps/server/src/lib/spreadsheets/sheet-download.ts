import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { SheetFile } from './sheet-file.js';

/** The 200 answer of a route that answers a spreadsheet: the file's bytes, sent as they are (Fastify never serializes a Buffer). */
export const sheetFileAnswer = z.custom<Buffer>((value) => Buffer.isBuffer(value)).describe('The file');

/** Answers a spreadsheet as a download under its own file name. */
export function sendSheetFile(reply: FastifyReply, file: SheetFile) {
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .send(file.body);
}
