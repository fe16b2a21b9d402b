import type { AdminVariant, StockMovement } from '@vastra/domain/api';
import type { StockReason } from '@vastra/domain/back-office';
import type { ImportProduct } from '@vastra/domain/back-office';
import { and, asc, desc, eq, lt, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderItems, productImages, products, productVariants, stockMovements } from '../../db/schema';

// The back office's catalogue queries, one statement each unless said. Decisions live in the use cases.

export interface LockedProduct {
  id: string;
  status: string;
  /** Whether it has a photo: an uploaded one, or an image path the storefront lists. */
  hasPhoto: boolean;
}

export interface MovementInput {
  productId: string;
  size: string;
  before: number;
  after: number;
  reason: StockReason;
  note: string | null;
  staffId: string;
  staffName: string;
  at: Date;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** A JSON array as one parameter: both drivers take it, whatever its length. */
const json = (value: unknown) => sql`${JSON.stringify(value)}::json`;

export const catalogAdminRepository = {
  /** The product's row, locked until the transaction ends (edits of one product queue), or null. */
  async lockProduct(tx: Db, id: string): Promise<LockedProduct | null> {
    const [row] = await tx
      .select({
        id: products.id,
        status: products.status,
        hasPhoto: sql<boolean>`(jsonb_array_length(${products.images}) > 0
          or exists (select 1 from product_images i where i.product_id = ${id}::uuid))`,
      })
      .from(products)
      .where(eq(products.id, id))
      .for('update');
    return row ?? null;
  },

  async insertProduct(
    tx: Db,
    values: {
      title: string;
      description: string;
      titleHi: string;
      descriptionHi: string;
      category: string;
      hsn?: string | null;
      status: string;
      returnable: boolean;
      tags: string[];
      option2Name: string | null;
      imagesByOption: Record<string, string[]>;
      at: Date;
    },
  ): Promise<string> {
    const [row] = await tx
      .insert(products)
      .values({ ...values, hsn: values.hsn ?? null, images: [], createdAt: values.at, updatedAt: values.at })
      .returning({ id: products.id });
    if (!row) throw new Error('product not inserted');
    return row.id;
  },

  async updateProduct(
    tx: Db,
    id: string,
    values: {
      title?: string;
      description?: string;
      titleHi?: string;
      descriptionHi?: string;
      category?: string;
      hsn?: string | null;
      status?: string;
      returnable?: boolean;
      tags?: string[];
      option2Name?: string | null;
      imagesByOption?: Record<string, string[]>;
      updatedAt: Date;
    },
  ): Promise<void> {
    await tx.update(products).set(values).where(eq(products.id, id));
  },

  async touchProducts(tx: Db, ids: readonly string[], at: Date): Promise<void> {
    if (ids.length === 0) return;
    await tx
      .update(products)
      .set({ updatedAt: at })
      .where(sql`${products.id} in (select value::uuid from json_array_elements_text(${json(ids)}))`);
  },

  /** Adds sizes with their stock, at the positions given. */
  async insertVariants(tx: Db, productId: string, variants: readonly (AdminVariant & { position: number })[]) {
    if (variants.length === 0) return;
    await tx.insert(productVariants).values(variants.map((v) => ({ productId, ...v })));
  },

  /**
   * A variant's prices, codes, weight and place; its stock is left as it is (stock changes go through the stock
   * calls).
   */
  async updateVariantPrices(tx: Db, productId: string, v: Omit<AdminVariant, 'stock'> & { position: number }) {
    await tx
      .update(productVariants)
      .set({
        option1: v.option1,
        option2: v.option2,
        sku: v.sku,
        barcode: v.barcode,
        weightGrams: v.weightGrams,
        pricePaise: v.pricePaise,
        originalPricePaise: v.originalPricePaise,
        position: v.position,
      })
      .where(and(eq(productVariants.productId, productId), eq(productVariants.size, v.size)));
  },

  /** Deletes every size of the product not in `keep`. */
  async deleteVariantsExcept(tx: Db, productId: string, keep: readonly string[]) {
    await tx
      .delete(productVariants)
      .where(and(eq(productVariants.productId, productId), notInArray(productVariants.size, [...keep])));
  },

  /** The product's sizes with their stock, locked in (product, size) order, the order orders lock them in. */
  async lockVariants(tx: Db, productId: string): Promise<{ size: string; stock: number }[]> {
    return tx
      .select({ size: productVariants.size, stock: productVariants.stock })
      .from(productVariants)
      .where(eq(productVariants.productId, productId))
      .orderBy(asc(productVariants.size))
      .for('update');
  },

  async setVariantStock(tx: Db, productId: string, size: string, stock: number) {
    await tx
      .update(productVariants)
      .set({ stock })
      .where(and(eq(productVariants.productId, productId), eq(productVariants.size, size)));
  },

  async insertMovements(tx: Db, movements: readonly MovementInput[]) {
    if (movements.length === 0) return;
    // One statement for any number of rows: the movements travel as one JSON parameter.
    await tx.execute(sql`
      insert into stock_movements (product_id, size, before, after, reason, note, staff_id, staff_name, at)
      select x."productId", x.size, x.before, x.after, x.reason, x.note, x."staffId", x."staffName", x.at
        from json_to_recordset(${json(movements.map((m) => ({ ...m, at: m.at.toISOString() })))})
          as x("productId" uuid, size text, before int, after int, reason text, note text, "staffId" uuid,
               "staffName" text, at timestamptz)`);
  },

  /** The SKUs among `skus` (case aside) that variants of other products have, as they have them. */
  async skusTakenElsewhere(tx: Db, productId: string | null, skus: readonly string[]): Promise<string[]> {
    if (skus.length === 0) return [];
    const rows = rowsOf<{ sku: string }>(
      await tx.execute(sql`
        select v.sku from product_variants v
         where lower(v.sku) in (select lower(value) from json_array_elements_text(${json(skus)}))
           and (${productId}::uuid is null or v.product_id <> ${productId}::uuid)
         order by v.sku`),
    );
    return rows.map((r) => r.sku);
  },

  /** Whether any order line names the product. */
  async hasOrders(tx: Db, productId: string): Promise<boolean> {
    const [row] = await tx
      .select({ one: sql`1` })
      .from(orderItems)
      .where(eq(orderItems.productId, productId))
      .limit(1);
    return row !== undefined;
  },

  async imageKeys(tx: Db, productId: string): Promise<string[]> {
    const rows = await tx
      .select({ key: productImages.storageKey })
      .from(productImages)
      .where(eq(productImages.productId, productId));
    return rows.map((r) => r.key);
  },

  async deleteProduct(tx: Db, productId: string): Promise<void> {
    await tx.delete(products).where(eq(products.id, productId));
  },

  async productExists(db: Db, productId: string): Promise<boolean> {
    const [row] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId)).limit(1);
    return row !== undefined;
  },

  /** A product's movements, newest first, after the cursor's id. */
  async movements(db: Db, productId: string, beforeId: number | null, limit: number) {
    const rows = await db
      .select()
      .from(stockMovements)
      .where(
        and(eq(stockMovements.productId, productId), beforeId === null ? undefined : lt(stockMovements.id, beforeId)),
      )
      .orderBy(desc(stockMovements.id))
      .limit(limit);
    return rows.map((r): StockMovement & { seq: number } => ({
      id: String(r.id),
      seq: r.id,
      productId: r.productId,
      size: r.size,
      before: r.before,
      after: r.after,
      reason: r.reason as StockReason,
      note: r.note,
      staffName: r.staffName,
      at: r.at.toISOString(),
    }));
  },

  /**
   * The products a stock file names, by id or by title (trimmed, without case), with their sizes and
   * stock. With `lock`, first locks those sizes in (product, size) order, as orders do: two statements.
   */
  async importProducts(
    db: Db,
    keys: { ids: readonly string[]; titles: readonly string[] },
    lock: boolean,
  ): Promise<ImportProduct[]> {
    const named = sql`(p.id in (select value::uuid from json_array_elements_text(${json(keys.ids)}))
      or lower(btrim(p.title)) in (select value from json_array_elements_text(${json(keys.titles)})))`;
    if (lock) {
      await db.execute(sql`
        select 1 from product_variants v
         where v.product_id in (select p.id from products p where ${named})
         order by v.product_id, v.size
           for update`);
    }
    const rows = rowsOf<{ id: string; title: string; size: string | null; stock: number | null }>(
      await db.execute(sql`
        select p.id, p.title, v.size, v.stock
          from products p
          left join product_variants v on v.product_id = p.id
         where ${named}
         order by p.id, v.position, v.size`),
    );
    const byId = new Map<string, ImportProduct & { sizes: { size: string; stock: number }[] }>();
    for (const r of rows) {
      let product = byId.get(r.id);
      if (!product) {
        product = { id: r.id, title: r.title, sizes: [] };
        byId.set(r.id, product);
      }
      if (r.size !== null && r.stock !== null) product.sizes.push({ size: r.size, stock: Number(r.stock) });
    }
    return [...byId.values()];
  },

  /** Sets the stock of many sizes in one statement. */
  async setStocks(tx: Db, changes: readonly { productId: string; size: string; stock: number }[]) {
    if (changes.length === 0) return;
    await tx.execute(sql`
      update product_variants v
         set stock = c.stock
        from json_to_recordset(${json(changes)}) as c("productId" uuid, size text, stock int)
       where v.product_id = c."productId" and v.size = c.size`);
  },
};
