import { IMAGE_MAX_PIXELS } from '@vastra/domain/back-office';
import { derivativeWidths, uploadedImagePaths } from '@vastra/domain/catalog';
import sharp from 'sharp';
import { AVIF, JPEG, WEBP } from '../../shared/photo-encoding';

// One conversion decodes a photo of up to 40 megapixels and encodes nine files: about 250 MB of memory and a second
// or two of CPU. sharp's settings and the one-at-a-time queue the conversions run in are in
// shared/image-queue.ts (shared with shoppers' return photos; the seed's drawn art has a queue of its own).

type Pipeline = ReturnType<typeof sharp>;
type Metadata = Awaited<ReturnType<Pipeline['metadata']>>;
/** The upright source at the widest derivative's size, decoded once. */
type Raw = { data: Buffer; info: { width: number; height: number; channels: 1 | 2 | 3 | 4 } };

/** Why a file is refused: not a photo we can read, too many pixels, or damaged past its header. */
export type ImageRefusalReason = 'unsupported' | 'too_many_pixels' | 'unreadable';

export class ImageRefusal extends Error {
  constructor(readonly reason: ImageRefusalReason) {
    super(`image refused: ${reason}`);
    this.name = 'ImageRefusal';
  }
}

/** One file to store: its name inside the photo's folder, bytes and type. */
export interface Derivative {
  name: string;
  bytes: Buffer;
  contentType: string;
}

export interface ProcessedImage {
  /** The source's size after EXIF rotation: what the URL carries and the page reserves. */
  width: number;
  height: number;
  /** `products/{imageId}-{W}x{H}`, and the JPEG fallback's public path. */
  folder: string;
  url: string;
  derivatives: Derivative[];
  /** Total bytes written. */
  bytes: number;
}

/**
 * The formats we accept, by what the bytes are (never the name or the declared type). `heif` is accepted
 * only as AVIF: this sharp build's libheif has no HEVC decoder, so an iPhone HEIC is refused as unsupported.
 */
const DECODABLE = new Set(['jpeg', 'png', 'webp']);

/** A transparent PNG's JPEG fallback needs a background: the storefront's paper. */
const PAPER = '#ffffff';

/** Reads the header only: the real type and size, before any pixel is decoded. */
async function inspect(source: Buffer): Promise<{ width: number; height: number }> {
  let meta: Metadata;
  try {
    meta = await sharp(source, { limitInputPixels: false }).metadata();
  } catch {
    throw new ImageRefusal('unsupported');
  }
  const supported = DECODABLE.has(meta.format) || (meta.format === 'heif' && meta.compression === 'av1');
  if (!supported) throw new ImageRefusal('unsupported');
  const { width, height } = meta;
  if (!width || !height) throw new ImageRefusal('unreadable');
  if (width * height > IMAGE_MAX_PIXELS) throw new ImageRefusal('too_many_pixels');
  // EXIF orientations 5–8 turn the picture a quarter: its displayed width is the stored height.
  const turned = (meta.orientation ?? 1) >= 5;
  return turned ? { width: height, height: width } : { width, height };
}

/**
 * Checks a photo and writes its derivatives: at each of `derivativeWidths(W)` an AVIF (effort 2: five
 * times faster than the default for files about a fifth larger) and a WebP, plus one JPEG at the
 * fallback width. The source is decoded once, turned upright by its EXIF orientation and scaled to the
 * widest derivative; every file is made from that. Nothing of the source's metadata (EXIF, GPS, XMP,
 * ICC) is copied: the outputs are plain sRGB.
 */
export async function processImage(source: Buffer, imageId: string): Promise<ProcessedImage> {
  const { width, height } = await inspect(source);
  const widths = derivativeWidths(width);
  const widest = Math.max(...widths);
  const { folder, fallback, fallbackWidth } = uploadedImagePaths(imageId, width, height);

  let base: Raw;
  try {
    base = await sharp(source, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: widest, withoutEnlargement: true })
      .toColourspace('srgb')
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw new ImageRefusal(/pixel limit/i.test(String(error)) ? 'too_many_pixels' : 'unreadable');
  }
  const raw = { width: base.info.width, height: base.info.height, channels: base.info.channels };
  const scaled = (w: number) => sharp(base.data, { raw }).resize({ width: w, withoutEnlargement: true });

  const derivatives: Derivative[] = [];
  for (const w of widths) {
    derivatives.push({ name: `${w}.avif`, bytes: await scaled(w).avif(AVIF).toBuffer(), contentType: 'image/avif' });
    derivatives.push({ name: `${w}.webp`, bytes: await scaled(w).webp(WEBP).toBuffer(), contentType: 'image/webp' });
  }
  const jpeg = await scaled(fallbackWidth).flatten({ background: PAPER }).jpeg(JPEG).toBuffer();
  derivatives.push({ name: `${fallbackWidth}.jpg`, bytes: jpeg, contentType: 'image/jpeg' });
  const bytes = derivatives.reduce((sum, d) => sum + d.bytes.length, 0);
  return { width, height, folder, url: fallback, derivatives, bytes };
}
