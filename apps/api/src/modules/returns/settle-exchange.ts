import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderItems, type orders } from '../../db/schema';
import type { Clock } from '../../shared/clock';
import type { RefundStaff } from '../refunds';
import { ShippingProviderError, variantFacts, type ShipmentOrder, type ShippingProvider } from '../shipping';
import { finishRequest, patchRequest, readForChange, recordSettlement } from '../order-lifecycle';
import { SETTLE_LEASE_MS, exchangeShipmentId, type ReturnRow } from './settle-shared';

export const EXCHANGE_MESSAGES = {
  shipped: (title: string, size: string, awb: string, courier: string) =>
    `Exchange shipped: ${title} in ${size}, AWB ${awb} (${courier})`,
  failed: (size: string, reason: string) => `Exchange shipment of size ${size} failed: ${reason}`,
} as const;

type Partial = { shipperOrderId: string; shipmentId: string };

/** What `exchange_response` holds until the booking is made: who is booking since when, and the provider's progress. */
interface BookingClaim {
  claimedAt?: string;
  partial?: Partial;
}

export type ExchangeStep = { shipment: ShipmentOrder; partial: Partial | undefined; title: string } | null;

const claimOf = (value: unknown): BookingClaim =>
  typeof value === 'object' && value !== null && !('awb_code' in value) ? value : {};

/**
 * Under the order's and the request's locks: claims the booking of the new size (one settler at a time, for
 * SETTLE_LEASE_MS) and describes its forward shipment; null when already booked or being booked.
 */
export async function planExchange(
  tx: Db,
  clock: Clock,
  order: typeof orders.$inferSelect,
  request: ReturnRow,
): Promise<ExchangeStep> {
  const now = clock.now();
  if (request.exchangeAwb) {
    await finishRequest(tx, request.id, 'exchange_shipped', now);
    return null;
  }
  const claim = claimOf(request.exchangeResponse);
  if (claim.claimedAt && new Date(claim.claimedAt).getTime() > now.getTime() - SETTLE_LEASE_MS) return null;
  const [line] = await tx.select().from(orderItems).where(eq(orderItems.id, request.orderItemId));
  if (!line || !request.exchangeSize) return null;
  await patchRequest(tx, request.id, { exchangeResponse: { ...claim, claimedAt: now.toISOString() } });
  // The new size goes at the price paid for the pieces it replaces (their price less their share of the order's
  // discount), never today's: an exchange refunds and charges nothing.
  const paidPaise = Math.floor(
    ((line.unitPricePaise * line.quantity - line.discountPaise) * request.quantity) / line.quantity,
  );
  const shipment: ShipmentOrder = {
    id: exchangeShipmentId(request.id),
    createdAt: now,
    paymentMode: 'prepaid',
    totalPaise: paidPaise,
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
        productId: line.productId,
        title: line.title,
        size: request.exchangeSize,
        quantity: request.quantity,
        unitPricePaise: Math.round(paidPaise / request.quantity),
        ...(await variantFacts(tx, line.productId, request.exchangeSize)),
      },
    ],
  };
  return { shipment, partial: claim.partial, title: line.title };
}

/** After commit: books the new size; records the AWB (exchange_shipped) or the error (stays received). */
export async function shipExchange(
  deps: { db: Db; clock: Clock; shipping: ShippingProvider },
  requestId: string,
  step: NonNullable<ExchangeStep>,
  staff: RefundStaff | null,
) {
  const size = step.shipment.items[0]?.size ?? '';
  try {
    const booking = await deps.shipping.book(step.shipment, step.partial);
    await deps.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const now = deps.clock.now();
      const booked = {
        exchangeAwb: booking.awb,
        exchangeCourier: booking.courier,
        exchangeShipmentId: booking.shipmentId,
        exchangeResponse: booking.response,
        lastExchangeError: null,
      };
      const done = await finishRequest(tx, requestId, 'exchange_shipped', now, booked);
      if (done) {
        await recordSettlement(tx, done, staff, {
          action: 'return.exchange_shipped',
          summary: EXCHANGE_MESSAGES.shipped(step.title, size, booking.awb, booking.courier),
          detail: { awb: booking.awb, courier: booking.courier, shipment: step.shipment.id },
          at: now,
        });
      }
    });
  } catch (error) {
    if (!(error instanceof ShippingProviderError)) {
      await release(deps.db, requestId, step.partial);
      throw error;
    }
    await deps.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const now = deps.clock.now();
      const partial = error.details.partial ?? step.partial;
      await readForChange(tx, { request: requestId });
      const row = await patchRequest(tx, requestId, {
        lastExchangeError: error.message,
        exchangeResponse: partial ? { partial } : null,
        updatedAt: now,
      });
      if (row) {
        await recordSettlement(tx, row, staff, {
          action: 'return.exchange_failed',
          summary: EXCHANGE_MESSAGES.failed(size, error.message),
          detail: { error: error.message, shipment: step.shipment.id },
          at: now,
        });
      }
    });
  }
}

async function release(db: Db, requestId: string, partial: Partial | undefined) {
  await patchRequest(db, requestId, { exchangeResponse: partial ? { partial } : null });
}
