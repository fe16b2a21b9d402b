import { SEED_ART_SIZE, SEED_ART_WIDTHS } from '@vastra/domain/catalog';
import sharp from 'sharp';
import type { CatalogCache } from './catalog-cache';
import type { CatalogRepository } from './catalog.repository';
import { createImageQueue } from '../../shared/image-queue';
import { createEntity, createPrecompressedEntity, type HttpEntity } from '../../shared/http-entity';
import { AVIF, WEBP } from '../../shared/photo-encoding';
import { isUuid } from '../../shared/uuid';

// Product images served at /uploads/products/{id}/{n}.svg (the seed's art), and the same art drawn at a width as a
// photo, /uploads/products/{id}/{n}-{width}.{avif|webp} (docs/decisions/197-seed-art-offered-as-photos.md). Their
// bytes never change under a path (new art gets a new path), so a prepared image is kept for the life of the process.

const FILE = /^([1-9][0-9]?)(?:\.svg|-([0-9]{3})\.(avif|webp))$/;
/** Enough for every image of a large catalogue, each at its drawn widths; the oldest is dropped beyond it. */
const MAX_ENTRIES = 4000;
const DRAWN_WIDTHS: ReadonlySet<number> = new Set(SEED_ART_WIDTHS);

/** The public path of a product's n-th image (1-based), relative as docs/rules/catalogue.md#data allows. */
export const mediaPath = (productId: string, n: number): string => `/uploads/products/${productId}/${n}.svg`;

/** An SVG drawn `width` pixels wide (at the density that makes it so, not scaled up from its own size). */
async function draw(svg: string, width: number, format: 'avif' | 'webp'): Promise<Buffer> {
  const art = sharp(Buffer.from(svg), { density: (72 * width) / SEED_ART_SIZE.width }).resize({ width });
  return format === 'avif' ? art.avif(AVIF).toBuffer() : art.webp(WEBP).toBuffer();
}

export function createMediaStore(repo: Pick<CatalogRepository, 'findMedia'>, catalog: CatalogCache) {
  const entries = new Map<string, Promise<HttpEntity | null>>();
  // The first shopper to see the art asks for a page of it at once: drawn one at a time, as photos are converted.
  const drawing = createImageQueue();

  async function load(svgPath: string, drawn: { width: number; format: 'avif' | 'webp' } | null) {
    const row = await repo.findMedia(svgPath);
    if (!row) return null;
    if (!drawn) return createEntity(row.body, row.contentType);
    if (row.contentType !== 'image/svg+xml') return null;
    const bytes = await drawing.run(() => draw(row.body, drawn.width, drawn.format));
    return createPrecompressedEntity(bytes, `image/${drawn.format}`);
  }

  return {
    /** A product's image, or null; for a product on sale, only paths it lists (and their drawings) are looked up. */
    async image(productId: string, file: string): Promise<HttpEntity | null> {
      const match = isUuid(productId) ? FILE.exec(file) : null;
      if (!match) return null;
      const [, n, width, format] = match;
      const drawn = width && format ? { width: Number(width), format: format as 'avif' | 'webp' } : null;
      if (drawn && !DRAWN_WIDTHS.has(drawn.width)) return null;
      const id = productId.toLowerCase();
      const path = `/uploads/products/${id}/${file}`;
      const svgPath = mediaPath(id, Number(n));
      const cached = entries.get(path);
      if (cached) return cached;
      const product = (await catalog.current()).product(id);
      if (product && !product.images.includes(svgPath)) return null;
      // A product off the storefront (draft or archived) is not in the snapshot, but its images still show in the
      // orders that bought it: looked up by key. Its SVG is not kept, so unknown paths fill nothing; a drawing is,
      // once made (a failed one is dropped below), as drawing costs far more than a lookup.
      if (!product && !drawn) return load(svgPath, null);
      const entry = load(svgPath, drawn);
      entries.set(path, entry);
      if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value ?? path);
      // A failed load is not remembered, so the next request retries.
      entry.then((e) => (e === null ? entries.delete(path) : undefined)).catch(() => entries.delete(path));
      return entry;
    },
  };
}
