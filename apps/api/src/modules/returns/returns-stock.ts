import type { Db } from '../../db/client';
import { stockMovements } from '../../db/schema';

/**
 * One stock change made by a return or an exchange, recorded beside the back office's own (reasons from the
 * domain's STOCK_REASONS: 'received' for a unit back, 'correction' for an exchange's hold and its release).
 */
export async function insertMovement(
  tx: Db,
  m: {
    productId: string;
    size: string;
    after: number;
    delta: number;
    reason: 'received' | 'correction';
    note: string;
    at: Date;
  },
) {
  await tx.insert(stockMovements).values({
    productId: m.productId,
    size: m.size,
    before: m.after - m.delta,
    after: m.after,
    reason: m.reason,
    note: m.note,
    at: m.at,
  });
}
