import { RETURN_PHOTO_MAX_SIDE } from './return-states';

/**
 * The size a shopper's photo of `width` × `height` pixels is shrunk to before its upload: the longest side brought
 * down to RETURN_PHOTO_MAX_SIDE (what the server keeps anyway), the shape kept, rounded to whole pixels and at least
 * one. Null when the photo is no longer than that, or reports no usable size: it is sent as it is.
 *
 * An iPhone saves 24 MP photos (5712 × 4284) by default and the server refuses more than RETURN_PHOTO_MAX_PIXELS:
 * shrinking first turns that refusal into an upload of a few hundred kilobytes.
 */
export function returnPhotoUploadSize(width: number, height: number): { width: number; height: number } | null {
  if (!Number.isFinite(width) || !Number.isFinite(height) || width <= 0 || height <= 0) return null;
  const longest = Math.max(width, height);
  if (longest <= RETURN_PHOTO_MAX_SIDE) return null;
  const scale = RETURN_PHOTO_MAX_SIDE / longest;
  const side = (length: number) => Math.min(RETURN_PHOTO_MAX_SIDE, Math.max(1, Math.round(length * scale)));
  return width >= height
    ? { width: RETURN_PHOTO_MAX_SIDE, height: side(height) }
    : { width: side(width), height: RETURN_PHOTO_MAX_SIDE };
}
