import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { backInStockRequests, productVariants, products, users, wishlistItems } from '../../db/schema';

/** A back-in-stock request with its product's title (shown even when the product is not on her wishlist). */
export type AlertRow = typeof backInStockRequests.$inferSelect & { title: string };

/** What the back-in-stock text needs of a request it claimed. */
export interface ClaimedAlert {
  id: string;
  productId: string;
  size: string;
  title: string;
  phone: string;
}

/** The wishlist's and the alerts' queries (docs/decisions/112-wishlist-back-in-stock.md); no decisions here. */
export const wishlistRepository = {
  /** The saved products still on sale (active), oldest first. */
  async productIds(db: Db, userId: string): Promise<string[]> {
    const rows = await db
      .select({ id: wishlistItems.productId })
      .from(wishlistItems)
      .innerJoin(products, eq(products.id, wishlistItems.productId))
      .where(and(eq(wishlistItems.userId, userId), eq(products.status, 'active')))
      .orderBy(asc(wishlistItems.addedAt), asc(wishlistItems.productId));
    return rows.map((row) => row.id);
  },

  async alerts(db: Db, userId: string): Promise<AlertRow[]> {
    const rows = await db
      .select({ alert: backInStockRequests, title: products.title })
      .from(backInStockRequests)
      .innerJoin(products, eq(products.id, backInStockRequests.productId))
      .where(eq(backInStockRequests.userId, userId))
      .orderBy(desc(backInStockRequests.requestedAt), asc(backInStockRequests.size));
    return rows.map(({ alert, title }) => ({ ...alert, title }));
  },

  /** Takes the shopper's row lock: two changes of one wishlist take turns (the limit is counted once). */
  async lockShopper(tx: Db, userId: string) {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  },

  async count(tx: Db, userId: string): Promise<number> {
    const [row] = await tx.select({ n: count() }).from(wishlistItems).where(eq(wishlistItems.userId, userId));
    return row?.n ?? 0;
  },

  /** Saves the active products among `ids` she has not saved yet (each once, in the order given); how many. */
  async add(tx: Db, userId: string, ids: readonly string[], at: Date): Promise<number> {
    if (ids.length === 0) return 0;
    const known = await tx
      .select({ id: products.id })
      .from(products)
      .where(and(inArray(products.id, [...ids]), eq(products.status, 'active')));
    const active = new Set(known.map((row) => row.id));
    // One millisecond apart in the order given, so "oldest first" keeps the device's order after a merge.
    const rows = ids
      .filter((id) => active.has(id))
      .map((productId, i) => ({ userId, productId, addedAt: new Date(at.getTime() + i) }));
    if (rows.length === 0) return 0;
    const added = await tx
      .insert(wishlistItems)
      .values(rows)
      .onConflictDoNothing()
      .returning({ id: wishlistItems.productId });
    return added.length;
  },

  async remove(db: Db, userId: string, productId: string) {
    await db.delete(wishlistItems).where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)));
  },

  /** An active product's size as stored (exact, else the one differing only by case), locked against a restock. */
  async lockSize(tx: Db, productId: string, size: string) {
    return tx
      .select({ size: productVariants.size, stock: productVariants.stock, title: products.title })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(
        and(
          eq(productVariants.productId, productId),
          eq(products.status, 'active'),
          sql`lower(${productVariants.size}) = lower(${size})`,
        ),
      )
      .for('share', { of: productVariants });
  },

  async productExists(tx: Db, productId: string): Promise<boolean> {
    const [row] = await tx
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.id, productId), eq(products.status, 'active')));
    return row !== undefined;
  },

  /**
   * Her alert for the size, kept once: a waiting one is answered as it is; one already texted waits again from now.
   */
  async upsertAlert(tx: Db, userId: string, productId: string, size: string, at: Date) {
    const [row] = await tx
      .insert(backInStockRequests)
      .values({ userId, productId, size, requestedAt: at })
      .onConflictDoUpdate({
        target: [backInStockRequests.userId, backInStockRequests.productId, backInStockRequests.size],
        set: {
          requestedAt: sql`case when ${backInStockRequests.notifiedAt} is null then ${backInStockRequests.requestedAt} else excluded.requested_at end`,
          notifiedAt: sql`null`,
        },
      })
      .returning();
    if (!row) throw new Error('back_in_stock_requests: the upsert returned no row');
    return row;
  },

  /**
   * Claims a waiting request whose size has stock now: sets `notified_at` (one statement, so of two runs for one
   * request only one gets the row) and answers what the text needs; undefined when it was texted already, the size
   * sold out again, or the request is gone.
   */
  async claim(db: Db, requestId: string, at: Date): Promise<ClaimedAlert | undefined> {
    const result = await db.execute(sql`
      update back_in_stock_requests r set notified_at = ${at.toISOString()}::timestamptz
        from product_variants v, products p, users u
       where r.id = ${requestId} and r.notified_at is null
         and v.product_id = r.product_id and v.size = r.size and v.stock > 0
         and p.id = r.product_id and p.status = 'active' and u.id = r.user_id
      returning r.id, r.product_id, r.size, p.title, u.phone`);
    type Row = { id: string; product_id: string; size: string; title: string; phone: string };
    const row = (result as { rows: Row[] }).rows[0];
    return row && { id: row.id, productId: row.product_id, size: row.size, title: row.title, phone: row.phone };
  },

  /** Gives a claimed request back to waiting (its text was not sent). */
  async unclaim(db: Db, requestId: string) {
    await db
      .update(backInStockRequests)
      .set({ notifiedAt: null })
      .where(and(eq(backInStockRequests.id, requestId), sql`${backInStockRequests.notifiedAt} is not null`));
  },
};
