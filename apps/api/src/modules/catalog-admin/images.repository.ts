import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { productImages, products } from '../../db/schema';

// Drizzle queries of a product's photos. Every change runs inside the caller's transaction, after
// `lockProduct`, so two changes to one product's photos take turns.

export interface ImageRow {
  id: string;
  url: string;
  alt: string;
  position: number;
  storageKey: string;
}

/** Locks the product's row until the transaction ends; false when there is no such product. */
export async function lockProduct(tx: Db, productId: string): Promise<boolean> {
  const rows = await tx.select({ id: products.id }).from(products).where(eq(products.id, productId)).for('update');
  return rows.length > 0;
}

/** The product's photos in their order. */
export function imagesOf(tx: Db, productId: string): Promise<ImageRow[]> {
  return tx
    .select({
      id: productImages.id,
      url: productImages.url,
      alt: productImages.alt,
      position: productImages.position,
      storageKey: productImages.storageKey,
    })
    .from(productImages)
    .where(eq(productImages.productId, productId))
    .orderBy(asc(productImages.position), asc(productImages.createdAt));
}

/** How many photos the product has (outside a transaction: the early check before reading an upload). */
export async function imageCount(db: Db, productId: string): Promise<number | null> {
  const [row] = await db
    .select({
      n: sql<number>`(select count(*)::int from ${productImages} where ${productImages.productId} = ${products.id})`,
    })
    .from(products)
    .where(eq(products.id, productId));
  return row ? Number(row.n) : null;
}

export interface NewImage {
  id: string;
  storageKey: string;
  url: string;
  width: number;
  height: number;
  bytes: number;
  /** Empty when not given (an upload's photos get theirs in the product's page). */
  alt?: string;
}

export async function insertImages(tx: Db, productId: string, images: NewImage[], firstPosition: number) {
  if (images.length === 0) return;
  await tx
    .insert(productImages)
    .values(images.map((image, i) => ({ ...image, productId, alt: image.alt ?? '', position: firstPosition + i })));
}

/** Sets every photo's place and alt text, in one statement. */
export async function arrangeImages(tx: Db, productId: string, order: { id: string; alt: string }[]) {
  if (order.length === 0) return;
  const rows = sql.join(
    order.map((image, i) => sql`(${image.id}::uuid, ${image.alt}::text, ${i}::smallint)`),
    sql`, `,
  );
  await tx.execute(sql`
    update ${productImages} set alt = v.alt, position = v.position
    from (values ${rows}) as v(id, alt, position)
    where ${productImages.id} = v.id and ${productImages.productId} = ${productId}`);
}

export async function deleteImage(tx: Db, imageId: string): Promise<void> {
  await tx.delete(productImages).where(eq(productImages.id, imageId));
}

/**
 * Keeps the storefront's `products.images` equal to the photos' URLs in their order (the shop reads that
 * list; the back office reads the rows), and marks the product changed.
 */
export async function syncProductImages(tx: Db, productId: string, urls: string[]): Promise<void> {
  await tx
    .update(products)
    .set({ images: urls, updatedAt: sql`now()` })
    .where(eq(products.id, productId));
}
