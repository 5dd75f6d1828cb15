import sharp from 'sharp';
import { PHOTO_MAX_PIXELS, type QuestionImage } from '@awarequest/contracts';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../lib/app-error.js';
import { photoUrl, storePhoto } from '../../lib/photo-store/photo-files.js';
import { assertPixelLimit, sniffImageType } from '../profile/public.js';

/** The longest side a question's or a choice's picture is kept at (sharp on a projector at 1920 px). */
export const QUESTION_IMAGE_SIDE = 1600;

/**
 * A JPEG, PNG or WebP upload re-encoded as WebP for a question or a choice: turned upright by
 * its EXIF orientation, shrunk to fit QUESTION_IMAGE_SIDE (never cropped: the whole picture may
 * matter to the question), metadata (location included) dropped.
 */
export async function toQuestionImage(bytes: Buffer): Promise<Buffer> {
  if (!sniffImageType(bytes)) throw new AppError('PHOTO_TYPE', {}, { photo: 'PHOTO_TYPE' });
  await assertPixelLimit(bytes);
  try {
    return await sharp(bytes, { failOn: 'error', limitInputPixels: PHOTO_MAX_PIXELS })
      .rotate()
      .resize(QUESTION_IMAGE_SIDE, QUESTION_IMAGE_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new AppError('PHOTO_CORRUPT', {}, { photo: 'PHOTO_CORRUPT' });
  }
}

/** Keeps an uploaded picture for a question or a choice and gives the address to put in its `image`. */
export async function uploadQuestionImage(ctx: AppContext, bytes: Buffer): Promise<QuestionImage> {
  const file = await storePhoto(ctx.photos, await toQuestionImage(bytes));
  return { image: photoUrl(file) };
}
