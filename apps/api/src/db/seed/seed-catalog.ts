import { randomUUID } from 'node:crypto';
import { count, sql } from 'drizzle-orm';
import { bumpCatalogVersion, mediaPath } from '../../modules/catalog';
import type { Db } from '../client';
import { productMedia, products, productVariants } from '../schema';
import { renderView } from './art';
import { generateCatalog } from './catalog-generator';

/** Serialises seeding across processes that start together on one PostgreSQL. */
const SEED_LOCK_ID = 726_105_002;
/** Rows per INSERT for the image bodies (~5 KB each), to keep statements a sensible size. */
const MEDIA_BATCH = 40;

export interface SeedResult {
  seeded: boolean;
  products: number;
  images: number;
}

/**
 * Loads the seed catalogue (products, per-size variants, generated SVG images) when the shop has no
 * products yet; does nothing otherwise. One transaction, so a crash leaves no half catalogue.
 */
export async function seedCatalogIfEmpty(db: Db): Promise<SeedResult> {
  const result = await db.transaction(async (tx): Promise<SeedResult> => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    const [existing] = await tx.select({ n: count() }).from(products);
    if ((existing?.n ?? 0) > 0) return { seeded: false, products: 0, images: 0 };

    const catalog = generateCatalog().map((product) => ({ ...product, id: randomUUID() }));
    const media = catalog.flatMap((product) =>
      product.art.views.map((view, i) => ({
        path: mediaPath(product.id, i + 1),
        productId: product.id,
        contentType: 'image/svg+xml',
        body: renderView(product.art, view),
      })),
    );
    await tx.insert(products).values(
      catalog.map((p) => ({
        id: p.id,
        title: p.title,
        description: p.description,
        category: p.category,
        position: p.position,
        images: p.art.views.map((_, i) => mediaPath(p.id, i + 1)),
      })),
    );
    await tx.insert(productVariants).values(catalog.flatMap((p) => p.variants.map((v) => ({ productId: p.id, ...v }))));
    for (let i = 0; i < media.length; i += MEDIA_BATCH) {
      await tx.insert(productMedia).values(media.slice(i, i + MEDIA_BATCH));
    }
    return { seeded: true, products: catalog.length, images: media.length };
  });
  // After the commit: running servers drop their cached (empty) catalogue within the recheck interval.
  if (result.seeded) await bumpCatalogVersion(db);
  return result;
}
