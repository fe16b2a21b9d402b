import type { CatalogCache } from './catalog-cache';
import type { CatalogRepository } from './catalog.repository';
import { createEntity, type HttpEntity } from '../../shared/http-entity';
import { isUuid } from '../../shared/uuid';

// Product images served at /uploads/products/{id}/{n}.svg. Their bytes never change under a path
// (new art gets a new path), so a prepared image is kept for the life of the process.

const FILE = /^[1-9][0-9]?\.svg$/;
/** Enough for every image of a large catalogue; the oldest is dropped beyond it. */
const MAX_ENTRIES = 1000;

/** The public path of a product's n-th image (1-based), relative as docs/rules/catalogue.md#data allows. */
export const mediaPath = (productId: string, n: number): string => `/uploads/products/${productId}/${n}.svg`;

export function createMediaStore(repo: Pick<CatalogRepository, 'findMedia'>, catalog: CatalogCache) {
  const entries = new Map<string, Promise<HttpEntity | null>>();

  async function load(path: string): Promise<HttpEntity | null> {
    const row = await repo.findMedia(path);
    return row ? createEntity(row.body, row.contentType) : null;
  }

  return {
    /** A product's image, or null; for a product on sale, only paths it lists reach the database. */
    async image(productId: string, file: string): Promise<HttpEntity | null> {
      if (!isUuid(productId) || !FILE.test(file)) return null;
      const id = productId.toLowerCase();
      const path = `/uploads/products/${id}/${file}`;
      const cached = entries.get(path);
      if (cached) return cached;
      const product = (await catalog.current()).product(id);
      // A product off the storefront (draft or archived) is not in the snapshot, but its images still
      // show in the orders that bought it: looked up by key, and not kept, so unknown paths fill nothing.
      if (!product) return load(path);
      if (!product.images.includes(path)) return null;
      const entry = load(path);
      entries.set(path, entry);
      if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value ?? path);
      // A failed load is not remembered, so the next request retries.
      entry.then((e) => (e === null ? entries.delete(path) : undefined)).catch(() => entries.delete(path));
      return entry;
    },
  };
}
