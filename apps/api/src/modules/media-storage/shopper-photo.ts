import type { Multipart } from '@fastify/multipart';
import { BACK_OFFICE_MESSAGES as B } from '@vastra/domain/back-office';
import {
  RETURNS_MESSAGES as M,
  RETURN_PHOTO_MAX_ASPECT,
  RETURN_PHOTO_MAX_PIXELS,
  RETURN_PHOTO_MAX_SIDE,
} from '@vastra/domain/returns';
import sharp from 'sharp';
import { AppError } from '../../errors';

// A shopper's photo (a return's, a review's: docs/decisions/113-review-photos-and-fit.md), one pipeline for both:
// the file part read within the size limit, its header checked before any pixel is decoded, then re-encoded.

/** The form field that carries a shopper's photo. */
export const SHOPPER_PHOTO_FIELD = 'file';
const DECODABLE = new Set(['jpeg', 'png', 'webp']);

const unsupported = () => new AppError('unsupported-media-type', B.imageUnsupported, { code: 'image_unsupported' });
const tooManyPixels = () => new AppError('unprocessable', M.photoTooManyPixels, { code: 'image_too_many_pixels' });

/**
 * Checks a photo by its header alone, before any pixel is decoded: JPEG, PNG, WebP or AVIF, at most
 * RETURN_PHOTO_MAX_PIXELS, and no more than RETURN_PHOTO_MAX_ASPECT times longer than wide (a 2 × 19,000,000 PNG
 * is 194 KB on the wire and minutes of decoding).
 */
export async function inspectShopperPhoto(source: Buffer): Promise<void> {
  let meta: Awaited<ReturnType<ReturnType<typeof sharp>['metadata']>>;
  try {
    meta = await sharp(source, { limitInputPixels: false }).metadata();
  } catch {
    throw unsupported();
  }
  if (!(DECODABLE.has(meta.format) || (meta.format === 'heif' && meta.compression === 'av1'))) throw unsupported();
  const { width, height } = meta;
  if (!width || !height) throw new AppError('unprocessable', B.imageUnreadable);
  if (width * height > RETURN_PHOTO_MAX_PIXELS) throw tooManyPixels();
  if (Math.max(width, height) > RETURN_PHOTO_MAX_ASPECT * Math.min(width, height)) {
    throw new AppError('unprocessable', M.photoOddShape, { code: 'image_bad_shape' });
  }
}

/**
 * Decodes a checked photo (sharp refuses anything over RETURN_PHOTO_MAX_PIXELS too) and re-encodes it as one upright
 * JPEG: nothing of the source's metadata (EXIF, GPS) is kept. Run inside the image queue.
 */
export async function shopperPhotoJpeg(source: Buffer): Promise<Buffer> {
  try {
    return await sharp(source, { limitInputPixels: RETURN_PHOTO_MAX_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: RETURN_PHOTO_MAX_SIDE, height: RETURN_PHOTO_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer();
  } catch (error) {
    throw /pixel limit/i.test(String(error)) ? tooManyPixels() : new AppError('unprocessable', B.imageUnreadable);
  }
}

/** The `file` part's bytes (other parts drained); 413 over the size limit, 400 without one. */
export async function readShopperPhoto(parts: AsyncIterable<Multipart>): Promise<Buffer> {
  let source: Buffer | null = null;
  try {
    for await (const part of parts) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== SHOPPER_PHOTO_FIELD || source) {
        part.file.resume();
        continue;
      }
      source = await part.toBuffer();
    }
  } catch (error) {
    const code = (error as { code?: unknown } | null)?.code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('payload-too-large', M.photoTooLarge);
    throw error;
  }
  if (!source) throw new AppError('bad-request', B.imageMissing, { field: SHOPPER_PHOTO_FIELD });
  return source;
}
