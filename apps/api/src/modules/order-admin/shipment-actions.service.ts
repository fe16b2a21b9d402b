import { AFTER_SALE_MESSAGES as M, type NdrState } from '@vastra/domain/after-sale';
import type { AdminOrderDetail, NdrActionBody, ReceivedBackBody } from '@vastra/domain/api';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderItems, orders } from '../../db/schema';
import { AppError } from '../../errors';
import type { StaffUser } from '../../plugins/authenticate';
import type { Clock } from '../../shared/clock';
import { isUuid } from '../../shared/uuid';
import { recordAudit } from '../audit';
import { recordOrderEvent } from '../order-history';
import { ShippingProviderError, type CatalogStockSync, type StaffShipping } from '../shipping';
import { patchOrder, readForChange, restoreStockOnce } from '../order-lifecycle';
import { readAdminOrder } from './order-detail.repository';

type Staff = Pick<StaffUser, 'id' | 'fullName'>;

const notFound = () => new AppError('not-found', M.orderNotFound);
const notAllowed = (message: string) => new AppError('conflict', message, { code: 'action_not_allowed' });

const REQUESTED: Record<NdrActionBody['action'], NdrState> = {
  reattempt: 'reattempt_requested',
  return: 'return_requested',
};
// Sent to the courier when staff write no comment.
const DEFAULT_COMMENT: Record<NdrActionBody['action'], string> = {
  reattempt: 'Please attempt the delivery again',
  return: 'Please return the parcel to the seller',
};

/**
 * The back office's shipment actions on one order (Book now / Retry, answering a failed delivery, a returned
 * parcel received back). Each is audited and written to the order's history in the transaction of its change,
 * and each is safe to repeat: a repeat answers the order as it is (200) and changes nothing.
 */
export function createShipmentActions(deps: {
  db: Db;
  clock: Clock;
  shipping: StaffShipping;
  catalog?: CatalogStockSync | undefined;
}) {
  const { db, clock, shipping, catalog } = deps;

  async function detail(id: string): Promise<AdminOrderDetail> {
    const order = await readAdminOrder(db, id);
    if (!order) throw notFound();
    return order;
  }

  async function current(id: string) {
    if (!isUuid(id)) throw notFound();
    const [row] = await db
      .select({ status: orders.status, awb: orders.awb, ndrState: orders.ndrState })
      .from(orders)
      .where(eq(orders.id, id));
    if (!row) throw notFound();
    return row;
  }

  return {
    /** POST /api/admin/orders/{id}/book: books through the booking claim, so an order is never booked twice. */
    async book(staff: Staff, id: string): Promise<AdminOrderDetail> {
      const row = await current(id);
      if (row.awb) return detail(id);
      if (row.status !== 'placed') throw notAllowed(M.notBookable);
      const outcome = await shipping.book(staff, id);
      switch (outcome.kind) {
        case 'booked':
          return detail(id);
        case 'failed':
          // The failure is on the order already (last_booking_error, its history and audit), as the job records it.
          throw new AppError('provider-failed', outcome.message);
        case 'not-shippable':
          throw notAllowed(M.notBookable);
        case 'awaiting-confirmation':
          throw notAllowed("This cash on delivery order is awaiting the shopper's confirmation.");
        case 'missing':
          throw notFound();
      }
    },

    /** POST /api/admin/orders/{id}/ndr: asks the courier to deliver again or to return the parcel. */
    async ndr(staff: Staff, id: string, body: NdrActionBody): Promise<AdminOrderDetail> {
      const requested = REQUESTED[body.action];
      const row = await current(id);
      if (row.ndrState === requested) return detail(id);
      if (row.ndrState !== 'open' || !row.awb) throw notAllowed(M.noOpenNdr);
      const comment = body.comment || DEFAULT_COMMENT[body.action];
      try {
        await shipping.ndrAction(row.awb, body.action, comment);
      } catch (error) {
        if (error instanceof ShippingProviderError) throw new AppError('provider-failed', error.message);
        throw error;
      }
      const now = clock.now();
      const changed = await db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        const locked = (await readForChange(tx, { order: id }))?.order;
        // The courier's next event may have moved it meanwhile (delivered, a new NDR): then it is theirs.
        if (locked?.ndrState !== 'open') return false;
        await patchOrder(tx, id, { ndrState: requested, updatedAt: now });
        await recordAudit(tx, staff, {
          action: 'order.ndr',
          targetType: 'order',
          targetId: id,
          before: { ndrState: 'open' },
          after: { ndrState: requested, comment },
        });
        await recordOrderEvent(tx, id, {
          kind: 'ndr_action',
          actor: 'staff',
          staff,
          summary: `${body.action === 'reattempt' ? 'Re-attempt' : 'Return to origin'} requested: ${comment}`,
          detail: { action: body.action, comment },
          at: now,
        });
        return true;
      });
      // The provider's answer moves the parcel (the simulator at once): the order follows it now.
      if (changed) await shipping.retrack(id);
      return detail(id);
    },

    /**
     * POST /api/admin/orders/{id}/received-back: a returned parcel (RTO) is back at the shop and checked line by line,
     * like a return's quality check: the lines marked `restock` go back into stock, in this one transaction and once
     * ever (docs/decisions/024-stock-back-when-a-returned-parcel-is-received.md); `damaged` lines stay out. The check
     * names every line of the order once, or it is refused (400) and nothing moves.
     */
    async receivedBack(staff: Staff, id: string, body: ReceivedBackBody): Promise<AdminOrderDetail> {
      if (!isUuid(id)) throw notFound();
      const now = clock.now();
      const restored = await db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        const order = (await readForChange(tx, { order: id }))?.order;
        if (!order) throw notFound();
        if (order.receivedBackAt) return false;
        if (order.status !== 'returned') throw notAllowed(M.notReturning);
        const items = await tx
          .select({ id: orderItems.id, quantity: orderItems.quantity })
          .from(orderItems)
          .where(eq(orderItems.orderId, id));
        const named = body.lines.map((line) => line.itemId.toLowerCase());
        const everyLineOnce =
          named.length === items.length &&
          new Set(named).size === named.length &&
          items.every((item) => named.includes(item.id));
        if (!everyLineOnce)
          throw new AppError('bad-request', `lines: ${M.receivedBackLinesRequired}`, { field: 'lines' });
        const checked = items.map((item) => ({
          itemId: item.id,
          condition: body.lines.find((line) => line.itemId.toLowerCase() === item.id)?.condition ?? 'damaged',
          quantity: item.quantity,
        }));
        const restock = checked.filter((line) => line.condition === 'restock');
        const units = (lines: typeof checked) => lines.reduce((sum, line) => sum + line.quantity, 0);
        await patchOrder(tx, id, { receivedBackAt: now, updatedAt: now });
        const stockRestored =
          restock.length > 0 &&
          (await restoreStockOnce(
            tx,
            id,
            now,
            restock.map((line) => line.itemId),
          ));
        await recordAudit(tx, staff, {
          action: 'order.received_back',
          targetType: 'order',
          targetId: id,
          before: { receivedBackAt: null },
          after: { receivedBackAt: now.toISOString(), stockRestored, lines: checked },
        });
        await recordOrderEvent(tx, id, {
          kind: 'received_back',
          actor: 'staff',
          staff,
          summary: M.receivedBackSummary(units(restock), units(checked) - units(restock)),
          at: now,
        });
        return stockRestored;
      });
      if (restored) await catalog?.changed();
      return detail(id);
    },
  };
}

export type ShipmentActions = ReturnType<typeof createShipmentActions>;
