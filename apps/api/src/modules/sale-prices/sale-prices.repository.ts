import { and, asc, desc, eq, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products, productVariants, salePrices } from '../../db/schema';

// Drizzle queries of the sale prices, one SQL statement per function.

export type SaleRow = typeof salePrices.$inferSelect;
export type NewSaleRow = typeof salePrices.$inferInsert;

export interface ProductFacts {
  id: string;
  title: string;
  category: string;
  /** Its sizes with their regular prices, in the shop's order. */
  variants: { size: string; pricePaise: number }[];
}

/** The sales of one product (its own, its sizes' and its category's) or of one category, the latest start first. */
export async function listSales(db: Db, filter: { productId?: string; category?: string }): Promise<SaleRow[]> {
  const where: SQL[] = [];
  if (filter.productId) {
    const ofProduct = eq(salePrices.productId, filter.productId);
    const [product] = await db
      .select({ category: products.category })
      .from(products)
      .where(eq(products.id, filter.productId));
    where.push(product ? (or(ofProduct, eq(salePrices.category, product.category)) as SQL) : ofProduct);
  }
  if (filter.category) where.push(eq(salePrices.category, filter.category));
  return db
    .select()
    .from(salePrices)
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(salePrices.startsAt), asc(salePrices.id));
}

/** One sale, locked until the transaction ends (FOR UPDATE) so two changes of it do not interleave. */
export async function lockSale(tx: Db, id: string): Promise<SaleRow | undefined> {
  const [row] = await tx.select().from(salePrices).where(eq(salePrices.id, id)).for('update');
  return row;
}

export async function insertSale(tx: Db, values: NewSaleRow): Promise<SaleRow> {
  const [row] = await tx.insert(salePrices).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateSale(tx: Db, id: string, values: Partial<NewSaleRow>): Promise<SaleRow> {
  const [row] = await tx.update(salePrices).set(values).where(eq(salePrices.id, id)).returning();
  if (!row) throw new Error('update returned no row');
  return row;
}

export async function deleteSale(tx: Db, id: string): Promise<void> {
  await tx.delete(salePrices).where(eq(salePrices.id, id));
}

/** A product with its sizes' regular prices (any status: a draft may be put on sale before it is shown). */
export async function productFacts(db: Db, id: string): Promise<ProductFacts | null> {
  const rows = await db
    .select({
      id: products.id,
      title: products.title,
      category: products.category,
      size: productVariants.size,
      pricePaise: productVariants.pricePaise,
    })
    .from(products)
    .leftJoin(productVariants, eq(productVariants.productId, products.id))
    .where(eq(products.id, id))
    .orderBy(asc(productVariants.position));
  const first = rows[0];
  if (!first) return null;
  const variants: ProductFacts['variants'] = [];
  for (const r of rows)
    if (r.size !== null && r.pricePaise !== null) variants.push({ size: r.size, pricePaise: r.pricePaise });
  return { id: first.id, title: first.title, category: first.category, variants };
}
