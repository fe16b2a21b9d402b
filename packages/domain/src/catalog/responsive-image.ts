// Uploaded product photos are written once at a few widths (AVIF, WebP and a JPEG fallback) under a
// folder whose name carries the source's size: `/media/products/{imageId}-{W}x{H}/{width}.{ext}`. The
// product's `images` lists the JPEG fallback; everything else (srcset, width, height) is derived here
// from that one path, so the product's shape stays as the API has always sent it.

/** The widths a photo is written at, never wider than its source. */
export const RESPONSIVE_WIDTHS = [320, 640, 960, 1280] as const;
const WIDEST = 1280;
/** The fallback JPEG's width (or the source's, when narrower). */
export const FALLBACK_WIDTH = 960;

// Any origin or path may come before `products/`: `/media/products/…` from the API itself, or the CDN's
// `https://media.example.in/products/…` when MEDIA_PUBLIC_URL is set (publicPhotoUrl).
const UPLOADED = /^(.*\/products\/[0-9a-f-]{36}-(\d{1,5})x(\d{1,5}))\/(\d{1,5})\.jpg$/i;
const MEDIA_PRODUCTS = '/media/products/';

/** The widths written for a source `sourceWidth` pixels wide: each standard width below it, and at most 1280. */
export function derivativeWidths(sourceWidth: number): number[] {
  const widths: number[] = RESPONSIVE_WIDTHS.filter((w) => w < sourceWidth);
  const top = Math.min(sourceWidth, WIDEST);
  if (!widths.includes(top)) widths.push(top);
  return widths;
}

/** The folder (relative to the media root) and fallback path of an uploaded photo. */
export function uploadedImagePaths(imageId: string, width: number, height: number) {
  const folder = `products/${imageId}-${width}x${height}`;
  const fallbackWidth = Math.min(width, FALLBACK_WIDTH);
  return { folder, fallback: `/media/${folder}/${fallbackWidth}.jpg`, fallbackWidth };
}

/**
 * The URL a shopper is given for a stored photo path: with a CDN origin (MEDIA_PUBLIC_URL, no trailing '/'), an
 * uploaded product photo `/media/products/…` becomes `${origin}/products/…`, the same key under the CDN. Anything
 * else (the seed's SVGs, outside URLs, private media) is left as it is.
 */
export function publicPhotoUrl(path: string, origin: string | undefined): string {
  if (!origin || !path.startsWith(MEDIA_PRODUCTS)) return path;
  return `${origin}/${path.slice('/media/'.length)}`;
}

export interface ResponsiveImage {
  /** The JPEG fallback, for `src`. */
  src: string;
  /** The source's size, for `width`/`height` (the aspect ratio the browser reserves). */
  width: number;
  height: number;
  avifSrcset: string;
  webpSrcset: string;
}

/**
 * The seed's drawn art, `/uploads/products/{id}/{n}.svg` (400 × 500), is also served drawn at these widths as AVIF
 * and WebP, `/uploads/products/{id}/{n}-{width}.{avif|webp}`: a phone decodes those off its main thread, where each SVG
 * image would be a document of its own (docs/decisions/197-seed-art-offered-as-photos.md). 480 is the width a phone's
 * two-column card asks for.
 */
export const SEED_ART_WIDTHS = [320, 480, 800] as const;
/** The size the seed's art is drawn at (its SVG's width and height). */
export const SEED_ART_SIZE = { width: 400, height: 500 } as const;
const SEED_ART = /^(.*\/uploads\/products\/[0-9a-f-]{36}\/[1-9][0-9]?)\.svg$/i;

/** An image's sources: its srcsets list `${base}${joint}${w}.{avif|webp}` at each of `widths`. */
function sources(
  src: string,
  size: { width: number; height: number },
  base: string,
  joint: string,
  widths: readonly number[],
) {
  const srcset = (ext: string) => widths.map((w) => `${base}${joint}${w}.${ext} ${w}w`).join(', ');
  return { src, ...size, avifSrcset: srcset('avif'), webpSrcset: srcset('webp') };
}

/**
 * A photo's sources: an uploaded one's from its fallback URL; the seed's art's from its SVG, which stays the `src`;
 * null for anything else (outside URLs).
 */
export function responsiveImage(src: string): ResponsiveImage | null {
  const art = SEED_ART.exec(src)?.[1];
  if (art) return sources(src, SEED_ART_SIZE, art, '-', SEED_ART_WIDTHS);
  const [, base, w, h] = UPLOADED.exec(src) ?? [];
  const width = Number(w);
  const height = Number(h);
  if (!base || !(width >= 1 && height >= 1)) return null;
  return sources(src, { width, height }, base, '/', derivativeWidths(width));
}

// One written width of an uploaded photo, in any of its formats; one drawn width of the seed's art.
const WRITTEN = /^(\/media\/products\/[0-9a-f-]{36}-(\d{1,5})x\d{1,5})\/(\d{1,5})\.(avif|webp|jpg)$/i;
const DRAWN = /^(\/uploads\/products\/[0-9a-f-]{36}\/[1-9][0-9]?)-(\d{1,4})\.(avif|webp)$/i;

/**
 * For a shopper who asked to save data (Save-Data): the smallest width written of the same uploaded photo (or drawn of
 * the seed's art), in the same format, when the one asked for is wider; null for anything else
 * (docs/decisions/124-installable-and-offline.md).
 */
export function smallestPhotoPath(pathname: string): string | null {
  const drawn = DRAWN.exec(pathname);
  if (drawn) {
    const [, art, asked, ext] = drawn;
    return Number(asked) > SEED_ART_WIDTHS[0] ? `${art}-${SEED_ART_WIDTHS[0]}.${ext}` : null;
  }
  const match = WRITTEN.exec(pathname);
  if (!match) return null;
  const [, folder, source, asked, ext] = match;
  const smallest = derivativeWidths(Number(source))[0];
  return smallest !== undefined && smallest < Number(asked) ? `${folder}/${smallest}.${ext}` : null;
}
