import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderItems, orders, returnRequests } from '../../db/schema';
import { patchRequest } from '../order-lifecycle';
import { AppError } from '../../errors';
import { recordOrderEvent } from '../order-history';
import { shipmentItems } from '../shipping';
import { referenceOf } from './create-return';
import { moveLocked, refuse, type Move, type Staff } from './return-moves';
import { lockReturnRow, returnNotFound } from './returns.view';
import { SETTLE_LEASE_MS } from './settle-shared';
import type { ReturnsDeps } from './index';

/**
 * Approving a request and booking its reverse pickup, the courier called once. Under the order's and the request's
 * locks an approval claims the booking (`pickup_booking_started_at`, a lease of SETTLE_LEASE_MS, longer than any
 * courier call): requested → approved and claimed at once, or an approved request whose booking failed (or whose
 * claimer vanished) claimed again. Only the claimer calls the courier, after the commit; a concurrent approval
 * (a double click, two staff) finds the booking claimed or done and answers the request as it is. A failed booking
 * gives the lease back with its error, so "Try booking again" works at once.
 */
export function createPickupBooking(
  deps: Pick<ReturnsDeps, 'db' | 'clock' | 'shipping' | 'log' | 'outbox'>,
  move: Move,
) {
  const { db, clock } = deps;

  /** True when this call claimed the booking; false when another holds it or it is booked already. */
  async function claim(id: string, staff: Staff): Promise<boolean> {
    const now = clock.now();
    return db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const row = await lockReturnRow(tx, id);
      if (!row) throw returnNotFound();
      if (row.state === 'pickup_scheduled') return false;
      if (row.state === 'requested') {
        await moveLocked(tx, row, staff, 'approved', { pickupBookingStartedAt: now }, now);
        return true;
      }
      if (row.state !== 'approved') throw refuse(row, 'approved');
      const started = row.pickupBookingStartedAt;
      if (started && started.getTime() > now.getTime() - SETTLE_LEASE_MS) return false;
      await patchRequest(tx, id, { pickupBookingStartedAt: now });
      return true;
    });
  }

  /** Books the reverse pickup of a request this call claimed; a failure is kept on it and the claim given back. */
  async function book(id: string, staff: Staff) {
    const [row] = await db.select().from(returnRequests).where(eq(returnRequests.id, id));
    if (!row || row.state !== 'approved') return;
    const [order] = await db.select().from(orders).where(eq(orders.id, row.orderId));
    const [item] = await shipmentItems(db, eq(orderItems.id, row.orderItemId));
    if (!order || !item) throw returnNotFound();
    // A retry after a failure gets its own reference (a provider may keep the failed one), at most 20 characters.
    const reference = row.lastPickupError
      ? `${referenceOf(id)}-${clock.now().getTime().toString(36).slice(-6).toUpperCase()}`
      : referenceOf(id);
    let booking;
    try {
      booking = await deps.shipping.bookReturnPickup({
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
        items: [{ ...item, quantity: row.quantity }],
        qualityCheck: true,
      });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      deps.log.warn({ returnRequestId: id, err: message }, 'return pickup booking failed');
      await db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        await lockReturnRow(tx, id);
        await patchRequest(tx, id, { lastPickupError: message, pickupBookingStartedAt: null, updatedAt: clock.now() });
        await recordOrderEvent(tx, row.orderId, {
          kind: 'return_pickup_failed',
          actor: 'staff',
          staff,
          summary: `Return ${referenceOf(id)}: pickup booking failed: ${message}`,
          detail: { returnRequestId: id, reference },
          at: clock.now(),
        });
      });
      throw new AppError('provider-failed', message);
    }
    await move(id, staff, 'pickup_scheduled', 'scheduled', async () => ({
      pickupAwb: booking.awb,
      pickupCourier: booking.courier,
      pickupShipmentId: booking.shipmentId,
      pickupResponse: booking.response,
      lastPickupError: null,
      pickupBookingStartedAt: null,
    }));
  }

  return {
    /** Approves (requested) or retries the booking (approved); answers quietly when another approval has it. */
    async approve(id: string, staff: Staff) {
      if (!(await claim(id, staff))) return;
      // An approval wrote `return.changed`: the shopper's text leaves before the courier is called.
      await deps.outbox?.dispatch();
      await book(id, staff);
    },
  };
}
