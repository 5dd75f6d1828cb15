import type { FastifyRequest } from 'fastify';
import type { MultipartFields } from '@fastify/multipart';
import { PHOTO_MAX_BYTES } from '@awarequest/contracts';
import { AppError } from '../../lib/app-error.js';
import { assertCleanText } from '../../lib/forbidden-text.js';

const hasCode = (error: unknown, code: string) =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === code;

/** The text fields sent with the file, by name: the same character rule as every other input. */
function formFields(fields: MultipartFields): Record<string, unknown> {
  const values = Object.values(fields).flatMap((part) => (Array.isArray(part) ? part : part ? [part] : []));
  return Object.fromEntries(
    values.flatMap((part) => (part.type === 'field' ? [[part.fieldname, part.value]] : [])),
  );
}

/** The bytes of the one file of a multipart photo upload, at most 5 MB. */
export async function readPhotoUpload(request: FastifyRequest): Promise<Buffer> {
  try {
    const file = await request.file({ limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 5 } });
    if (!file) throw new AppError('PHOTO_MISSING', {}, { photo: 'PHOTO_MISSING' });
    assertCleanText(formFields(file.fields));
    const bytes = await file.toBuffer();
    if (bytes.length === 0) throw new AppError('PHOTO_MISSING', {}, { photo: 'PHOTO_MISSING' });
    return bytes;
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (hasCode(error, 'FST_REQ_FILE_TOO_LARGE')) {
      throw new AppError('PHOTO_TOO_LARGE', {}, { photo: 'PHOTO_TOO_LARGE' });
    }
    if (hasCode(error, 'FST_INVALID_MULTIPART_CONTENT_TYPE')) {
      throw new AppError('PHOTO_MISSING', {}, { photo: 'PHOTO_MISSING' });
    }
    // Everything above only reads the request's body, so any other failure is a form the
    // multipart parser could not read (cut short, a broken part header): the client's file.
    throw new AppError('PHOTO_CORRUPT', {}, { photo: 'PHOTO_CORRUPT' });
  }
}
