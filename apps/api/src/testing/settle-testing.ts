// Test support for the settlement's tests (settle-return*.test.ts): a received request written directly, and the
// settlement built over a counting gateway, a payout provider and the shipping simulator.
import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { PayoutDestinationInput } from '@vastra/domain/api';
import { orderItems, orders, returnRequests } from '../db/schema';
import type { Clock } from '../shared/clock';
import type { TestApp } from './build-test-app';
import { newOrder, productWithStock, signedIn } from './factories';
import { countingGateway, newPrepaidOrder } from './refund-testing';
import { createPayoutsModule, type PayoutProvider } from '../modules/payouts';
import { createRefunds } from '../modules/refunds';
import { ShippingProviderError, type Booking, type ShipmentOrder, type ShippingProvider } from '../modules/shipping';
import { createReturnSettlement } from '../modules/returns/settle-return';

/**
 * The shipping port as the simulator answers a booking (modules/shipping/simulator.adapter.ts: one AWB per order
 * reference, a retry gets it back), keeping what it was asked; `failNextBookings` refuses the next ones.
 */
export function fakeShipping() {
  const booked: ShipmentOrder[] = [];
  const byRef = new Map<string, Booking>();
  let failures: { count: number; message: string } = { count: 0, message: '' };
  const refuse = () => Promise.reject(new ShippingProviderError('not used by the settlement'));
  const provider: ShippingProvider = {
    name: 'Shiprocket',
    async book(order) {
      booked.push(order);
      if (failures.count > 0) {
        failures = { ...failures, count: failures.count - 1 };
        throw new ShippingProviderError(failures.message);
      }
      const seq = String(randomInt(10_000, 99_999));
      const booking = byRef.get(order.id) ?? {
        awb: `190412${seq}321`,
        courier: 'Delhivery Surface',
        shipperOrderId: `70${seq}11`,
        shipmentId: `71${seq}22`,
        status: 'AWB Assigned',
        response: { awb_code: `190412${seq}321` },
      };
      byRef.set(order.id, booking);
      return booking;
    },
    track: refuse,
    ndrAction: refuse,
    cancelBooking: refuse,
    serviceability: refuse,
    bookReturnPickup: refuse,
  };
  return {
    ...provider,
    booked,
    failNextBookings(count: number, message: string) {
      failures = { count, message };
    },
  };
}

/** A logger that keeps every line it is given (to prove what is never logged). */
export function capturingLog() {
  const lines: string[] = [];
  const keep =
    (level: string) =>
    (...args: unknown[]) => {
      lines.push(`${level} ${JSON.stringify(args, (_k, v: unknown) => (v instanceof Error ? v.stack : v))}`);
    };
  const log = {
    level: 'trace',
    trace: keep('trace'),
    debug: keep('debug'),
    info: keep('info'),
    warn: keep('warn'),
    error: keep('error'),
    fatal: keep('fatal'),
    silent: () => undefined,
    child: () => log,
  };
  return { log: log as unknown as FastifyBaseLogger, lines };
}

export function settlementFor(t: TestApp, clock: Clock, payoutProvider: PayoutProvider) {
  const db = t.database.db;
  const fake = countingGateway();
  const refunds = createRefunds({ db, gateway: fake.gateway, clock });
  const payouts = createPayoutsModule({ config: t.config, db, clock, provider: payoutProvider });
  const shipping = fakeShipping();
  const { log, lines } = capturingLog();
  const settlement = createReturnSettlement({ db, clock, refunds, payouts, shipping, log });
  return { settlement, fake, refunds, payouts, shipping, logLines: lines };
}

export interface ReceivedOptions {
  kind?: 'return' | 'exchange';
  paymentMode?: 'prepaid' | 'cod';
  /** Units bought on the line (₹799 each) and units sent back. */
  lineQuantity?: number;
  quantity?: number;
  payout?: PayoutDestinationInput;
  exchangeSize?: string;
  state?: string;
  qcResult?: 'accept' | 'reject';
}

/** A delivered order with one line and a request on it already received (stock handling is the receipt's). */
export async function receivedRequest(
  t: TestApp,
  seal: ReturnType<typeof createPayoutsModule>['seal'],
  o: ReceivedOptions = {},
) {
  const db = t.database.db;
  const kind = o.kind ?? 'return';
  const lineQuantity = o.lineQuantity ?? 1;
  const quantity = o.quantity ?? lineQuantity;
  let orderId: string;
  let userId: string;
  if ((o.paymentMode ?? 'prepaid') === 'prepaid') {
    const made = await newPrepaidOrder(t, { M: 5, L: 5 }, lineQuantity);
    orderId = made.orderId;
    userId = made.shopper.userId;
    const items = await db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    for (const item of items.slice(1)) await db.delete(orderItems).where(eq(orderItems.id, item.id));
    await db
      .update(orders)
      .set({ totalPaise: 79_900 * lineQuantity })
      .where(eq(orders.id, orderId));
  } else {
    const productId = await productWithStock(t, { M: 5, L: 5 });
    const shopper = await signedIn(t);
    userId = shopper.userId;
    orderId = await newOrder(t, userId, [{ productId, size: 'M', quantity: lineQuantity }]);
    await db.update(orders).set({ moneyState: 'cod' }).where(eq(orders.id, orderId));
  }
  await db
    .update(orders)
    .set({ status: 'delivered', deliveredAt: new Date('2026-11-20T10:00:00Z') })
    .where(eq(orders.id, orderId));
  const [line] = await db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
  if (!line) throw new Error('no line');
  const sealed = o.payout ? seal.seal(o.payout) : null;
  const [request] = await db
    .insert(returnRequests)
    .values({
      orderId,
      orderItemId: line.id,
      userId,
      kind,
      state: o.state ?? 'received',
      quantity,
      exchangeSize: kind === 'exchange' ? (o.exchangeSize ?? 'L') : null,
      reason: 'too_small',
      refundPaise: kind === 'return' ? line.unitPricePaise * quantity : null,
      refundDestination: kind === 'exchange' ? null : o.payout ? o.payout.kind : 'original_payment',
      payoutMasked: sealed?.masked ?? null,
      payoutSealed: sealed?.sealed ?? null,
      qcResult: o.qcResult ?? 'accept',
      receivedAt: new Date('2026-11-24T10:00:00Z'),
    })
    .returning();
  if (!request) throw new Error('request not inserted');
  return { orderId, lineId: line.id, productId: line.productId, requestId: request.id };
}

export async function requestRow(t: TestApp, id: string) {
  const [row] = await t.database.db.select().from(returnRequests).where(eq(returnRequests.id, id));
  if (!row) throw new Error('no request');
  return row;
}
