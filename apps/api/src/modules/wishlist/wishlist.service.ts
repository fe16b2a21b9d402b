import type { BackInStockAlert, BackInStockBody, WishlistResponse } from '@vastra/domain/api';
import { CATALOG_MESSAGES } from '@vastra/domain/catalog';
import { WISHLIST_MAX, WISHLIST_MESSAGES as M } from '@vastra/domain/wishlist';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import type { Clock } from '../../shared/clock';
import { isUuid } from '../../shared/uuid';
import { wishlistRepository as repo, type AlertRow } from './wishlist.repository';

const toAlert = (row: AlertRow): BackInStockAlert => ({
  productId: row.productId,
  title: row.title,
  size: row.size,
  requestedAt: row.requestedAt.toISOString(),
  notifiedAt: row.notifiedAt?.toISOString() ?? null,
});

export interface Wishlist {
  /** Her saved products (active ones, oldest first) and her back-in-stock alerts (newest first). */
  read(userId: string): Promise<WishlistResponse>;
  /** Saves products (unknown or unlisted ones skipped, each once); refused whole (wishlist_full) past WISHLIST_MAX. */
  add(userId: string, productIds: readonly string[]): Promise<WishlistResponse>;
  /** Takes one out; one she had not saved changes nothing. */
  remove(userId: string, productId: string): Promise<WishlistResponse>;
  /** "Notify me when it's back" for a sold-out size: kept once per shopper, product and size. */
  requestAlert(userId: string, body: BackInStockBody): Promise<BackInStockAlert>;
}

/** The signed-in shopper's wishlist and alerts (docs/decisions/112-wishlist-back-in-stock.md). */
export function createWishlist(deps: { db: Db; clock: Clock }): Wishlist {
  const { db, clock } = deps;

  async function read(userId: string): Promise<WishlistResponse> {
    const [productIds, alerts] = await Promise.all([repo.productIds(db, userId), repo.alerts(db, userId)]);
    return { productIds, alerts: alerts.map(toAlert) };
  }

  return {
    read,

    async add(userId, productIds) {
      const ids = [...new Set(productIds.filter(isUuid).map((id) => id.toLowerCase()))];
      await db.transaction(async (tx) => {
        await repo.lockShopper(tx, userId);
        await repo.add(tx, userId, ids, clock.now());
        if ((await repo.count(tx, userId)) > WISHLIST_MAX)
          throw new AppError('conflict', M.full, { code: 'wishlist_full' });
      });
      return read(userId);
    },

    async remove(userId, productId) {
      if (isUuid(productId)) await repo.remove(db, userId, productId.toLowerCase());
      return read(userId);
    },

    async requestAlert(userId, body) {
      const productId = body.productId.toLowerCase();
      if (!isUuid(productId)) throw new AppError('not-found', CATALOG_MESSAGES.productNotFound);
      const row = await db.transaction(async (tx) => {
        // The size's row is locked against a restock until this commits: a restock either came first (the size has
        // stock: refused) or comes after and finds this alert waiting (its trigger queues the text).
        const sizes = await repo.lockSize(tx, productId, body.size);
        const variant = sizes.find((v) => v.size === body.size) ?? sizes[0];
        if (!variant) {
          if (!(await repo.productExists(tx, productId)))
            throw new AppError('not-found', CATALOG_MESSAGES.productNotFound);
          throw new AppError('not-found', M.sizeUnknown, { field: 'size' });
        }
        if (variant.stock > 0) throw new AppError('conflict', M.sizeInStock, { code: 'size_in_stock' });
        const alert = await repo.upsertAlert(tx, userId, productId, variant.size, clock.now());
        return { ...alert, title: variant.title };
      });
      return toAlert(row);
    },
  };
}
