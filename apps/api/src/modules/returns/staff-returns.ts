import type { ReceiveReturnBody } from '@vastra/domain/api';
import { RETURNS_MESSAGES as M, RETURN_STATE_LABELS, canMoveReturn, type ReturnState } from '@vastra/domain/returns';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderItems, orders, productVariants, returnRequests } from '../../db/schema';
import { AppError } from '../../errors';
import type { StaffUser } from '../../plugins/authenticate';
import { recordAudit } from '../audit';
import { recordOrderEvent } from '../order-history';
import type { ReturnSettlement } from './settle-return';
import { insertMovement } from './returns-stock';
import { lockReturnRow, readAdminReturn, returnNotFound, type ReturnRow } from './returns.view';
import { referenceOf } from './create-return';
import type { ReturnsDeps } from './index';

type Staff = Pick<StaffUser, 'id' | 'fullName'>;
type Deps = Pick<ReturnsDeps, 'db' | 'clock' | 'shipping' | 'taxDocuments' | 'catalog' | 'log'> & {
  settlement: ReturnSettlement;
};

const refuse = (row: ReturnRow, action: string) =>
  new AppError('conflict', M.cannotMove(RETURN_STATE_LABELS[row.state as ReturnState], action), {
    code: 'action_not_allowed',
  });

/** Every state a request takes, with the column stamped when it gets there. */
const STAMP = {
  approved: 'approvedAt',
  pickup_scheduled: 'pickupScheduledAt',
  picked_up: 'pickedUpAt',
  received: 'receivedAt',
  rejected: 'rejectedAt',
} as const;

export function createStaffReturns(deps: Deps) {
  const { db, clock } = deps;

  /** One change of state under the request's lock, written to the order's history and (for staff) the audit log. */
  async function move(
    id: string,
    staff: Staff | null,
    to: keyof typeof STAMP,
    action: string,
    change: (tx: Db, row: ReturnRow, now: Date) => Promise<Partial<ReturnRow>>,
    from?: readonly ReturnState[],
  ) {
    const now = clock.now();
    return db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const row = await lockReturnRow(tx, id);
      if (!row) throw returnNotFound();
      const state = row.state as ReturnState;
      if (from ? !from.includes(state) : !canMoveReturn(state, to)) throw refuse(row, action);
      const extra = await change(tx, row, now);
      await tx
        .update(returnRequests)
        .set({ ...extra, state: to, [STAMP[to]]: now, updatedAt: now, ...(staff ? { staffName: staff.fullName } : {}) })
        .where(eq(returnRequests.id, id));
      await history(tx, row, staff, to, now, { from: state, ...extra });
      return { ...row, ...extra, state: to };
    });
  }

  async function history(tx: Db, row: ReturnRow, staff: Staff | null, to: string, at: Date, detail: object) {
    const summary = `Return ${referenceOf(row.id)}: ${RETURN_STATE_LABELS[row.state as ReturnState]} → ${
      RETURN_STATE_LABELS[to as ReturnState] ?? to
    }`;
    const safe = { ...detail, payoutSealed: undefined, pickupResponse: undefined };
    await recordOrderEvent(tx, row.orderId, {
      kind: 'return',
      actor: staff ? 'staff' : 'courier',
      staff,
      summary,
      detail: { returnRequestId: row.id, to, ...safe },
      at,
    });
    if (staff) {
      await recordAudit(tx, staff, {
        action: `return.${to}`,
        targetType: 'return_request',
        targetId: row.id,
        before: { state: row.state },
        after: { state: to, ...safe },
      });
    }
  }

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
    await tx.update(returnRequests).set({ holdReleasedAt: now }).where(eq(returnRequests.id, row.id));
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
    const stamped = await tx
      .update(returnRequests)
      .set({ stockRestoredAt: now })
      .where(and(eq(returnRequests.id, row.id), isNull(returnRequests.stockRestoredAt)))
      .returning({ id: returnRequests.id });
    if (stamped.length === 0) return false;
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

  /** Books the reverse pickup of an approved request; a failure is kept on it (approve again to retry). */
  async function bookPickup(id: string, staff: Staff) {
    const [row] = await db.select().from(returnRequests).where(eq(returnRequests.id, id));
    if (!row || row.state !== 'approved') return;
    const [order] = await db.select().from(orders).where(eq(orders.id, row.orderId));
    const [item] = await db.select().from(orderItems).where(eq(orderItems.id, row.orderItemId));
    if (!order || !item) throw returnNotFound();
    // A retry after a failure gets its own reference (a provider may keep the failed one), at most 20 characters.
    const reference = row.lastPickupError
      ? `${referenceOf(id)}-${clock.now().getTime().toString(36).slice(-6).toUpperCase()}`
      : referenceOf(id);
    try {
      const booking = await deps.shipping.bookReturnPickup({
        reference,
        orderId: order.id,
        createdAt: clock.now(),
        customer: {
          name: order.customerName,
          email: order.customerEmail,
          phone: order.customerPhone,
          address: order.address,
          city: order.city,
          state: order.state,
          pincode: order.pincode,
        },
        items: [
          {
            productId: item.productId,
            title: item.title,
            size: item.size,
            quantity: row.quantity,
            unitPricePaise: item.unitPricePaise,
          },
        ],
        qualityCheck: true,
      });
      await move(id, staff, 'pickup_scheduled', 'scheduled', async () => ({
        pickupAwb: booking.awb,
        pickupCourier: booking.courier,
        pickupShipmentId: booking.shipmentId,
        pickupResponse: booking.response,
        lastPickupError: null,
      }));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      deps.log.warn({ returnRequestId: id, err: message }, 'return pickup booking failed');
      await db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        await tx
          .update(returnRequests)
          .set({ lastPickupError: message, updatedAt: clock.now() })
          .where(eq(returnRequests.id, id));
        await recordOrderEvent(tx, row.orderId, {
          kind: 'return_pickup_failed',
          actor: 'staff',
          staff,
          summary: `Return ${referenceOf(id)}: pickup booking failed: ${message}`,
          detail: { returnRequestId: id, reference },
        });
      });
      throw new AppError('provider-failed', message);
    }
  }

  return {
    async approve(id: string, staff: Staff) {
      const [row] = await db.select().from(returnRequests).where(eq(returnRequests.id, id));
      if (!row) throw returnNotFound();
      // Approving an approved request retries its pickup booking.
      if (row.state !== 'approved') await move(id, staff, 'approved', 'approved', async () => ({}), ['requested']);
      await bookPickup(id, staff);
      return readAdminReturn(db, id);
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
      if (released) await deps.catalog.changed();
      return readAdminReturn(db, id);
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
      const moved = await move(
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
      if (body.qc === 'accept') await this.settle(moved, staff);
      return readAdminReturn(db, id);
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

    async complete(id: string, staff: Staff) {
      const [row] = await db.select().from(returnRequests).where(eq(returnRequests.id, id));
      if (!row) throw returnNotFound();
      if (row.state !== 'received') throw refuse(row, 'completed');
      if (row.kind === 'return') await deps.taxDocuments.creditForReturn(id);
      await deps.settlement.complete(id, staff);
      return readAdminReturn(db, id);
    },
  };
}

export type StaffReturns = ReturnType<typeof createStaffReturns>;
