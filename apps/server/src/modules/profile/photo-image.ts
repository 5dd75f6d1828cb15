import sharp from 'sharp';
import { AppError } from '../../lib/app-error.js';

/** The side of the square a profile photo is stored at (covers a 2x retina avatar of 128 px). */
export const PHOTO_SIDE = 256;
// Refuses decompression bombs: a small file that claims a huge canvas.
const MAX_INPUT_PIXELS = 40_000_000;

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
 * A JPEG, PNG or WebP upload re-encoded as a square WebP: turned upright by its EXIF
 * orientation, cropped to cover, metadata (location included) dropped.
 */
export async function toProfilePhoto(bytes: Buffer): Promise<Buffer> {
  if (!sniffImageType(bytes)) throw new AppError('PHOTO_TYPE', {}, { photo: 'PHOTO_TYPE' });
  try {
    return await sharp(bytes, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize(PHOTO_SIDE, PHOTO_SIDE, { fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new AppError('PHOTO_CORRUPT', {}, { photo: 'PHOTO_CORRUPT' });
  }
}
