import { randomUUID } from 'node:crypto';
import { count, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { productImages, productMedia, products, productVariants } from '../../db/schema';
import { setProductAttributeText, storeSeedAttributes } from './product-attributes.repository';
import { SEED_IMAGE_TYPE, type PreparedProduct } from '../../db/seed';
import { bumpCatalogVersion } from './catalog.repository';
import { mediaPath } from './media-store';

/** Serialises seeding across processes that start together on one PostgreSQL. */
const SEED_LOCK_ID = 726_105_002;
/**
 * The size of every seed SVG (db/seed/art/views.ts draws them 400×500). The back office lists them as
 * photos with no storage key: their bytes stay in product_media, and removing one only unlists it.
 */
export const SEED_IMAGE_WIDTH = 400;
export const SEED_IMAGE_HEIGHT = 500;
/** Rows per INSERT for the image bodies (~5 KB each), to keep statements a sensible size. */
const MEDIA_BATCH = 40;

export interface SeedResult {
  seeded: boolean;
  products: number;
  images: number;
}

/** Where the seed products come from: the build's prepared file (server) or drawn on the spot (CLI, tests). */
export type SeedSource = () => readonly PreparedProduct[] | Promise<readonly PreparedProduct[]>;

/**
 * Loads the seed catalogue (products, per-size variants, their SVG images) when the shop has no
 * products yet; does nothing otherwise, and then `source` is not even called. One transaction, so a
 * crash leaves no half catalogue.
 */
export async function seedCatalogIfEmpty(db: Db, source: SeedSource): Promise<SeedResult> {
  const result = await db.transaction(async (tx): Promise<SeedResult> => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    const [existing] = await tx.select({ n: count() }).from(products);
    if ((existing?.n ?? 0) > 0) return { seeded: false, products: 0, images: 0 };

    const catalog = (await source()).map((product) => ({ ...product, id: randomUUID() }));
    const media = catalog.flatMap((product) =>
      product.images.map((body, i) => ({
        path: mediaPath(product.id, i + 1),
        productId: product.id,
        contentType: SEED_IMAGE_TYPE,
        body,
      })),
    );
    await tx.insert(products).values(
      catalog.map((p) => ({
        id: p.id,
        title: p.title,
        // Older prepared catalogues (built before the seed's Hindi titles) have none.
        titleHi: p.titleHi ?? '',
        description: p.description,
        category: p.category,
        position: p.position,
        images: p.images.map((_, i) => mediaPath(p.id, i + 1)),
      })),
    );
    await tx.insert(productVariants).values(catalog.flatMap((p) => p.variants.map((v) => ({ productId: p.id, ...v }))));
    for (let i = 0; i < media.length; i += MEDIA_BATCH) {
      await tx.insert(productMedia).values(media.slice(i, i + MEDIA_BATCH));
    }
    await tx.insert(productImages).values(
      catalog.flatMap((product) =>
        product.images.map((body, i) => ({
          productId: product.id,
          storageKey: '',
          url: mediaPath(product.id, i + 1),
          width: SEED_IMAGE_WIDTH,
          height: SEED_IMAGE_HEIGHT,
          position: i,
          bytes: Buffer.byteLength(body),
        })),
      ),
    );
    // Older prepared catalogues (built before attributes) have none: the products then start without values.
    await storeSeedAttributes(
      tx,
      catalog.flatMap((p) =>
        Object.entries(p.attributes ?? {}).flatMap(([attribute, values]) =>
          values.map((value) => ({ productId: p.id, attribute, value })),
        ),
      ),
    );
    await setProductAttributeText(tx, null);
    return { seeded: true, products: catalog.length, images: media.length };
  });
  // After the commit: running servers drop their cached (empty) catalogue within the recheck interval.
  if (result.seeded) await bumpCatalogVersion(db);
  return result;
}
