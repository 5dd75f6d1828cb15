import sharp from 'sharp';
import { PHOTO_MAX_MEGAPIXELS, PHOTO_MAX_PIXELS } from '@awarequest/contracts';
import { AppError } from '../../lib/app-error.js';

/** The side of the square a profile photo is stored at (covers a 2x retina avatar of 128 px). */
export const PHOTO_SIDE = 256;

const startsWith = (bytes: Buffer, signature: number[], offset = 0) =>
  signature.every((byte, index) => bytes[offset + index] === byte);

/** The image type the bytes say they are (never the file's name or declared type). */
export function sniffImageType(bytes: Buffer): 'jpeg' | 'png' | 'webp' | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  const isRiff = bytes.subarray(0, 4).toString('latin1') === 'RIFF';
  if (isRiff && bytes.subarray(8, 12).toString('latin1') === 'WEBP') return 'webp';
  return undefined;
}

/**
 * Refuses a canvas over PHOTO_MAX_PIXELS from its header alone, before anything is decoded (a
 * decompression bomb: a small file that claims a huge canvas), and says its size and the limit.
 * A header that cannot be read is left to the decoder, which calls the file corrupt.
 */
export async function assertPixelLimit(bytes: Buffer): Promise<void> {
  const { width, height } = await sharp(bytes)
    .metadata()
    .catch(() => ({ width: undefined, height: undefined }));
  if (width && height && width * height > PHOTO_MAX_PIXELS) {
    throw new AppError(
      'PHOTO_TOO_MANY_PIXELS',
      { width, height, max: PHOTO_MAX_MEGAPIXELS },
      { photo: 'PHOTO_TOO_MANY_PIXELS' },
    );
  }
}

/**
 * A JPEG, PNG or WebP upload re-encoded as a square WebP: turned upright by its EXIF
 * orientation, cropped to cover, metadata (location included) dropped.
 */
export async function toProfilePhoto(bytes: Buffer): Promise<Buffer> {
  if (!sniffImageType(bytes)) throw new AppError('PHOTO_TYPE', {}, { photo: 'PHOTO_TYPE' });
  await assertPixelLimit(bytes);
  try {
    // The decoder keeps its own limit too, for a header that lies about the canvas.
    return await sharp(bytes, { failOn: 'error', limitInputPixels: PHOTO_MAX_PIXELS })
      .rotate()
      .resize(PHOTO_SIDE, PHOTO_SIDE, { fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new AppError('PHOTO_CORRUPT', {}, { photo: 'PHOTO_CORRUPT' });
  }
}
