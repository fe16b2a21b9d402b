import type { ReceiveReturnBody } from '@vastra/domain/api';
import { RETURNS_MESSAGES as M } from '@vastra/domain/returns';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderItems, productVariants, returnRequests } from '../../db/schema';
import { patchRequest } from '../order-lifecycle';
import { AppError } from '../../errors';
import type { ReturnSettlement } from './settle-return';
import { insertMovement } from './returns-stock';
import { readAdminReturn, returnNotFound, type ReturnRow } from './returns.view';
import { referenceOf } from './create-return';
import { createMove, refuse, type Staff } from './return-moves';
import { createPickupBooking } from './return-pickup';
import type { ReturnsDeps } from './index';

type Deps = Pick<
  ReturnsDeps,
  'db' | 'clock' | 'shipping' | 'taxDocuments' | 'catalog' | 'log' | 'privateMedia' | 'outbox'
> & {
  settlement: ReturnSettlement;
};

export function createStaffReturns(deps: Deps) {
  const { db } = deps;

  const move = createMove(deps);
  const pickup = createPickupBooking(deps, move);

  /** Gives an exchange's held size back to stock, once (hold_released_at). */
  async function releaseHold(tx: Db, row: ReturnRow, now: Date): Promise<boolean> {
    if (row.kind !== 'exchange' || !row.exchangeSize || !row.stockHeldAt || row.holdReleasedAt) return false;
    const [item] = await tx.select().from(orderItems).where(eq(orderItems.id, row.orderItemId));
    if (!item) return false;
    const [after] = await tx
      .update(productVariants)
      .set({ stock: sql`${productVariants.stock} + ${row.quantity}` })
      .where(and(eq(productVariants.productId, item.productId), eq(productVariants.size, row.exchangeSize)))
      .returning({ stock: productVariants.stock });
    await patchRequest(tx, row.id, { holdReleasedAt: now });
    if (after) {
      await insertMovement(tx, {
        productId: item.productId,
        size: row.exchangeSize,
        after: after.stock,
        delta: row.quantity,
        reason: 'correction',
        note: `Exchange ${referenceOf(row.id)} rejected: hold released`,
        at: now,
      });
    }
    return true;
  }

  /** Puts the unit(s) received back into stock, once (stock_restored_at). */
  async function restoreOnce(tx: Db, row: ReturnRow, now: Date): Promise<boolean> {
    const stamped = await patchRequest(tx, row.id, { stockRestoredAt: now }, isNull(returnRequests.stockRestoredAt));
    if (!stamped) return false;
    const [item] = await tx.select().from(orderItems).where(eq(orderItems.id, row.orderItemId));
    if (!item) return false;
    const [after] = await tx
      .update(productVariants)
      .set({ stock: sql`${productVariants.stock} + ${row.quantity}` })
      .where(and(eq(productVariants.productId, item.productId), eq(productVariants.size, item.size)))
      .returning({ stock: productVariants.stock });
    if (after) {
      await insertMovement(tx, {
        productId: item.productId,
        size: item.size,
        after: after.stock,
        delta: row.quantity,
        reason: 'received',
        note: `Returned in ${referenceOf(row.id)}`,
        at: now,
      });
    }
    return true;
  }

  return {
    /** Approves and books the pickup once (return-pickup.ts); approving an approved request retries the booking. */
    async approve(id: string, staff: Staff) {
      await pickup.approve(id, staff);
      return readAdminReturn(db, id, deps.privateMedia);
    },

    async reject(id: string, reason: string, staff: Staff) {
      let released = false;
      await move(
        id,
        staff,
        'rejected',
        'rejected',
        async (tx, row, now) => {
          released = await releaseHold(tx, row, now);
          return { rejectionReason: reason };
        },
        ['requested'],
      );
      await deps.outbox?.dispatch();
      if (released) await deps.catalog.changed();
      return readAdminReturn(db, id, deps.privateMedia);
    },

    async pickedUp(id: string, staff: Staff | null) {
      await move(id, staff, 'picked_up', 'marked picked up', async () => ({}), ['pickup_scheduled']);
      return id;
    },

    /**
     * The parcel received, with its quality check. Accepted: the unit(s) back into stock once, then (after commit)
     * a return's credit note and the settlement (refund, payout or the exchange's shipment). Rejected: the shopper
     * reads the note, an exchange's held size goes back, no stock comes back.
     */
    async receive(id: string, body: ReceiveReturnBody, staff: Staff) {
      const note = body.note?.trim() ?? '';
      if (body.qc === 'reject' && note === '') throw new AppError('bad-request', M.qcNoteNeeded, { field: 'note' });
      let stockChanged = false;
      await move(
        id,
        staff,
        body.qc === 'accept' ? 'received' : 'rejected',
        'received',
        async (tx, row, now) => {
          if (body.qc === 'accept') {
            stockChanged = await restoreOnce(tx, row, now);
            return { qcResult: 'accept', qcNote: note || null };
          }
          stockChanged = await releaseHold(tx, row, now);
          return { qcResult: 'reject', qcNote: note, rejectionReason: M.qcFailed(note), receivedAt: now };
        },
        ['pickup_scheduled', 'picked_up'],
      );
      if (stockChanged) await deps.catalog.changed();
      // An accepted receipt wrote `return.received` (its settlement), a rejected one `return.changed` (the shopper's
      // text): they run now, and again after a failure or a crash.
      await deps.outbox?.dispatch();
      return readAdminReturn(db, id, deps.privateMedia);
    },

    /** What a received request still needs; failures stay on the request (the job and Complete retry them). */
    async settle(row: Pick<ReturnRow, 'id' | 'kind'>, staff: Staff | null) {
      try {
        if (row.kind === 'return') await deps.taxDocuments.creditForReturn(row.id);
        await deps.settlement.complete(row.id, staff);
      } catch (error) {
        deps.log.warn(
          { returnRequestId: row.id, err: error instanceof Error ? error.message : error },
          'return settlement failed',
        );
      }
    },

    /**
     * The `return-settlement` reaction: what a received request still needs (its credit note, then its refund,
     * payout or exchange shipment). A failure is thrown, so the job runner tries again with back-off and, after its
     * last attempt, shows it to staff; the returns job and Complete also retry it.
     */
    async settleReceived(id: string, staff: Staff | null) {
      const [row] = await db.select().from(returnRequests).where(eq(returnRequests.id, id));
      if (row?.state !== 'received') return;
      if (row.kind === 'return') await deps.taxDocuments.creditForReturn(id);
      await deps.settlement.complete(id, staff);
    },

    async complete(id: string, staff: Staff) {
      const [row] = await db.select().from(returnRequests).where(eq(returnRequests.id, id));
      if (!row) throw returnNotFound();
      if (row.state !== 'received') throw refuse(row, 'completed');
      if (row.kind === 'return') await deps.taxDocuments.creditForReturn(id);
      await deps.settlement.complete(id, staff);
      return readAdminReturn(db, id, deps.privateMedia);
    },
  };
}

export type StaffReturns = ReturnType<typeof createStaffReturns>;
