import { sql } from 'drizzle-orm';
import { foreignKey, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { productVariants, products } from './catalog.table';
import { users } from './users.table';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** A signed-in shopper's saved products, one row per product (docs/decisions/112-wishlist-back-in-stock.md). */
export const wishlistItems = pgTable(
  'wishlist_items',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    addedAt: ts('added_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] }), index('wishlist_items_product_idx').on(t.productId)],
);

/**
 * "Notify me when it's back": one row per shopper, product and size, kept once however often she asks. A restock of
 * the size (its stock from 0 to more) queues one `back-in-stock` job per waiting row in the restocking transaction
 * (the trigger of migration 0034); the job texts her and sets `notified_at`. Asking again after that waits again.
 */
export const backInStockRequests = pgTable(
  'back_in_stock_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').notNull(),
    size: text('size').notNull(),
    requestedAt: ts('requested_at').notNull().defaultNow(),
    notifiedAt: ts('notified_at'),
  },
  (t) => [
    uniqueIndex('back_in_stock_requests_once').on(t.userId, t.productId, t.size),
    // The restock's look-up: the shoppers still waiting for one size.
    index('back_in_stock_requests_waiting_idx')
      .on(t.productId, t.size)
      .where(sql`${t.notifiedAt} is null`),
    foreignKey({
      name: 'back_in_stock_requests_variant_fk',
      columns: [t.productId, t.size],
      foreignColumns: [productVariants.productId, productVariants.size],
    })
      .onDelete('cascade')
      .onUpdate('cascade'),
  ],
);
