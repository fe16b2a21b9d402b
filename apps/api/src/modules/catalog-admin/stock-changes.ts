import type { AdminProduct, SetStockBody, StockMovementsResponse } from '@vastra/domain/api';
import { ADMIN_PAGE_SIZE_DEFAULT, BACK_OFFICE_MESSAGES as M, STOCK_MAX } from '@vastra/domain/back-office';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import type { StaffUser } from '../../plugins/authenticate';
import type { Clock } from '../../shared/clock';
import { recordAudit } from '../audit';
import { readAdminProduct } from './admin-product.repository';
import { catalogAdminRepository as repo, type MovementInput } from './catalog-admin.repository';
import { movementCursor } from './list-cursor';
import { productNotFound, type CatalogChanged } from './product-writes';

/**
 * Stock set by hand: every change of one request in one transaction, the product's sizes locked
 * first (in the order orders lock them), each change recorded as a movement, the whole audited.
 */
export function createStockChanges(deps: { db: Db; clock: Clock; catalog: CatalogChanged }) {
  const { db, clock, catalog } = deps;

  return {
    async set(staff: StaffUser, productId: string, body: SetStockBody): Promise<AdminProduct> {
      const at = clock.now();
      const product = await db.transaction(async (tx) => {
        const variants = await repo.lockVariants(tx, productId);
        if (variants.length === 0 && !(await repo.productExists(tx, productId))) throw productNotFound();
        const stock = new Map(variants.map((v) => [v.size, v.stock]));
        const before = Object.fromEntries(stock);
        const movements: MovementInput[] = [];
        const reasons: Record<string, string> = {};
        for (const [i, change] of body.changes.entries()) {
          // The size as stored; sizes of one product never differ only by case.
          const size =
            variants.find((v) => v.size === change.size)?.size ??
            variants.find((v) => v.size.toLowerCase() === change.size.toLowerCase())?.size;
          const current = size === undefined ? undefined : stock.get(size);
          if (size === undefined || current === undefined) {
            throw new AppError('unprocessable', M.sizeUnknown, { field: `changes.${i}.size` });
          }
          const next = 'stock' in change ? change.stock : current + change.delta;
          if (next < 0) {
            throw new AppError('conflict', M.stockWouldBeNegative, { code: 'stock_negative', field: `changes.${i}` });
          }
          if (next > STOCK_MAX) throw new AppError('unprocessable', M.stockTooHigh, { field: `changes.${i}` });
          // The schema refuses a change with neither its own reason nor the adjustment's.
          const reason = change.reason ?? body.reason;
          if (reason === undefined) throw new AppError('bad-request', M.reasonRequired, { field: `changes.${i}` });
          stock.set(size, next);
          reasons[size] = reason;
          movements.push({
            productId,
            size,
            before: current,
            after: next,
            reason,
            note: body.note || null,
            staffId: staff.id,
            staffName: staff.fullName,
            at,
          });
        }
        for (const [size, units] of stock)
          if (units !== before[size]) await repo.setVariantStock(tx, productId, size, units);
        await repo.touchProducts(tx, [productId], at);
        await repo.insertMovements(tx, movements);
        await recordAudit(tx, staff, {
          action: 'stock.set',
          targetType: 'product',
          targetId: productId,
          before: { stock: before },
          after: {
            stock: Object.fromEntries(stock),
            // One reason for the whole adjustment, or each size's when they differ.
            ...(new Set(Object.values(reasons)).size > 1
              ? { reasons }
              : { reason: body.reason ?? movements[0]?.reason }),
            note: body.note ?? null,
          },
        });
        const after = await readAdminProduct(tx, productId);
        if (!after) throw productNotFound();
        return after;
      });
      await catalog.changed();
      return product;
    },

    /** A product's recorded stock changes, newest first. */
    async movements(
      productId: string,
      page: { cursor: number | null; limit?: number | undefined },
    ): Promise<z.input<typeof StockMovementsResponse>> {
      const limit = page.limit ?? ADMIN_PAGE_SIZE_DEFAULT;
      const rows = await repo.movements(db, productId, page.cursor, limit + 1);
      if (rows.length === 0 && !(await repo.productExists(db, productId))) throw productNotFound();
      const more = rows.length > limit;
      const items = (more ? rows.slice(0, limit) : rows).map(({ seq: _, ...row }) => row);
      const last = rows[limit - 1];
      return { items, nextCursor: more && last ? movementCursor(last.seq) : null };
    },
  };
}
