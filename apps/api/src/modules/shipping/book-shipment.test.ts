import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderEvents, orders, simulatedShipments } from '../../db/schema';
import { manualClock } from '../../shared/clock';
import { bookingBackoffMs, createBookShipment } from './book-shipment';
import { createBookingRepository } from './booking.repository';
import { silentLog } from './shipping-log';
import type { BookedShipment, Booking, ShippingProvider } from './shipping.port';
import { createShippingRepository } from './shipping.repository';
import { isShippingJobs } from './index';
import { SIM_COURIERS } from './simulator-stages';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { newOrder as placedOrder, orderRow, productWithStock, signedIn } from '../../testing/factories';
import { bookShipping } from '../../testing/requests';

const clock = manualClock();
let t: TestApp;
let shopper: Awaited<ReturnType<typeof signedIn>>;
let stranger: Awaited<ReturnType<typeof signedIn>>;
let productId: string;

beforeAll(async () => {
  t = await buildTestApp({ SHIPPING_SIM_MINUTES_PER_STEP: '0' }, { clock });
  shopper = await signedIn(t.database.db);
  stranger = await signedIn(t.database.db, { fullName: 'Ravi Kumar' });
  productId = await productWithStock(t.database.db, { M: 20, L: 5 });
});
afterAll(() => t.close());

const newOrder = () => placedOrder(t.database.db, shopper.id, [{ productId, size: 'M', quantity: 1 }]);
function jobs() {
  const job = t.app.jobs.find(isShippingJobs);
  if (!job) throw new Error('shipping jobs are not registered');
  return job;
}
const failNext = (count: number, message: string) =>
  t.app.inject({ method: 'POST', url: '/api/dev/shipments/fail-next', payload: { count, message } });

describe('POST /api/orders/book-shipping/{orderId}', () => {
  it('books a placed order with the simulator and stores awb, courier and the provider ids', async () => {
    const orderId = await newOrder();
    const res = await bookShipping(t, orderId, shopper.headers);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ success: boolean; data: { awb: string; courier: string }; message: string }>();
    expect(body.success).toBe(true);
    expect(body.data.awb).toMatch(/^[1-9]\d{10,14}$/);
    expect(SIM_COURIERS.map((c) => c.name)).toContain(body.data.courier);
    expect(body.message).toBe(`Shipment booked with ${body.data.courier} (AWB ${body.data.awb}).`);
    const row = await orderRow(t.database.db, orderId);
    expect(row).toMatchObject({
      awb: body.data.awb,
      courier: body.data.courier,
      shipperStatus: 'AWB Assigned',
      status: 'placed',
    });
    expect(row.shipperOrderId).toMatch(/^\d{9}$/);
    expect(row.bookedResponse).toMatchObject({ awb_code: body.data.awb, courier_name: body.data.courier });
  });

  it('answers the existing booking on a second call ("Shipment already booked.")', async () => {
    const orderId = await newOrder();
    const first = (await bookShipping(t, orderId, shopper.headers)).json<{ data: unknown }>();
    const again = await bookShipping(t, orderId, shopper.headers);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ success: true, data: first.data, message: 'Shipment already booked.' });
  });

  it('books an order once when the browser calls concurrently', async () => {
    const orderId = await newOrder();
    const answers = await Promise.all(Array.from({ length: 6 }, () => bookShipping(t, orderId, shopper.headers)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(6).fill(200));
    expect(new Set(answers.map((r) => r.json<{ data: { awb: string } }>().data.awb)).size).toBe(1);
    const shipments = await t.database.db
      .select()
      .from(simulatedShipments)
      .where(eq(simulatedShipments.orderRef, orderId));
    expect(shipments).toHaveLength(1);
  });

  it('answers 404 "Order not found." for someone else\'s order, an unknown id and a malformed one', async () => {
    const orderId = await newOrder();
    for (const [id, headers] of [
      [orderId, stranger.headers],
      ['5d6f4a8e-9c1b-4e0a-8f7d-2b3c4d5e6f70', shopper.headers],
      ['not-an-order', shopper.headers],
    ] as const) {
      const res = await bookShipping(t, id, headers);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Order not found.', code: 'not_found' });
    }
    expect((await orderRow(t.database.db, orderId)).awb).toBeNull();
    await bookShipping(t, orderId, shopper.headers);
  });

  it('answers 401 without a session token, or with an unknown one', async () => {
    const orderId = await newOrder();
    expect((await bookShipping(t, orderId, {})).statusCode).toBe(401);
    expect((await bookShipping(t, orderId, { authorization: 'Bearer not-a-real-session-token' })).statusCode).toBe(401);
    await bookShipping(t, orderId, shopper.headers);
  });

  it('refuses a cancelled order with 409', async () => {
    const orderId = await newOrder();
    await t.database.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, orderId));
    const res = await bookShipping(t, orderId, shopper.headers);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'This order is cancelled and cannot be shipped.', code: 'conflict' });
  });
});

describe('a failed booking', () => {
  it(
    'answers 502 {success:false, message} ("{shipper} push failed: ' +
      '{message}"), keeps the order and records the attempt',
    async () => {
      const orderId = await newOrder();
      await failNext(1, 'Courier network is down');
      const res = await bookShipping(t, orderId, shopper.headers);
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual({
        success: false,
        data: null,
        message: 'Courier network is down',
        code: 'provider_failed',
      });
      const row = await orderRow(t.database.db, orderId);
      expect(row).toMatchObject({
        status: 'placed',
        awb: null,
        bookingAttempts: 1,
        lastBookingError: 'Courier network is down',
      });
      expect(row.nextBookingAt?.getTime()).toBe(clock.now().getTime() + 60_000);
      // Booked by the browser's next try (a shopper's call does not wait for the back-off).
      expect((await bookShipping(t, orderId, shopper.headers)).statusCode).toBe(200);
    },
  );

  it('fails once by default when the simulator is told so with an empty body', async () => {
    const orderId = await newOrder();
    const told = await t.app.inject({ method: 'POST', url: '/api/dev/shipments/fail-next' });
    expect(told.json()).toEqual({ count: 1, message: 'Simulated courier outage' });
    expect((await bookShipping(t, orderId, shopper.headers)).json()).toMatchObject({
      message: 'Simulated courier outage',
    });
    expect((await bookShipping(t, orderId, shopper.headers)).statusCode).toBe(200);
  });

  it('is retried by the job after 1 min, then 2 min, … until booked', async () => {
    const orderId = await newOrder();
    await failNext(2, 'Pickup location is not serviceable');
    expect((await bookShipping(t, orderId, shopper.headers)).statusCode).toBe(502);

    await jobs().runOnce();
    expect((await orderRow(t.database.db, orderId)).bookingAttempts).toBe(1); // not due yet

    clock.advance(60_000);
    await jobs().runOnce();
    let row = await orderRow(t.database.db, orderId);
    expect(row).toMatchObject({ awb: null, bookingAttempts: 2 });
    expect(row.nextBookingAt?.getTime()).toBe(clock.now().getTime() + 120_000);

    clock.advance(60_000);
    await jobs().runOnce();
    expect((await orderRow(t.database.db, orderId)).awb).toBeNull(); // 2 min not over

    clock.advance(60_000);
    await jobs().runOnce();
    row = await orderRow(t.database.db, orderId);
    expect(row.awb).toMatch(/^\d+$/);
    expect(row).toMatchObject({ lastBookingError: null, nextBookingAt: null, status: 'placed' });
  });

  it('gives up after 20 attempts and keeps the last error for support', async () => {
    const orderId = await newOrder();
    await t.database.db.update(orders).set({ bookingAttempts: 19 }).where(eq(orders.id, orderId));
    await failNext(1, 'Wallet balance is low');
    await jobs().runOnce();
    const row = await orderRow(t.database.db, orderId);
    expect(row).toMatchObject({ awb: null, bookingAttempts: 20, nextBookingAt: null });
    expect(row.lastBookingError).toBe('Gave up after 20 attempts: Wallet balance is low');
    clock.advance(86_400_000);
    await jobs().runOnce();
    expect((await orderRow(t.database.db, orderId)).awb).toBeNull();
  });

  it('books orders the browser never booked', async () => {
    const orderId = await newOrder();
    const run = await jobs().runOnce();
    expect(run.booked).toBeGreaterThanOrEqual(1);
    expect((await orderRow(t.database.db, orderId)).awb).toMatch(/^\d+$/);
  });
});

describe('bookingBackoffMs', () => {
  it.each([
    [1, 60_000],
    [2, 120_000],
    [3, 240_000],
    [6, 1_920_000],
    [7, 3_600_000],
    [19, 3_600_000],
  ])('after %i failed attempts waits %i ms (1 min doubling, capped at 1 h)', (attempts, ms) => {
    expect(bookingBackoffMs(attempts)).toBe(ms);
  });
});

describe('a booking made while the order was cancelled', () => {
  it('is not stored on the cancelled order; the courier booking is cancelled and the history says so', async () => {
    const orderId = await newOrder();
    const cancelled: BookedShipment[] = [];
    // The courier answers only after the shopper's cancellation committed (no AWB yet, so none to cancel then).
    const provider = {
      name: 'Courier',
      async book(): Promise<Booking> {
        const res = await t.app.inject({
          method: 'POST',
          url: `/api/orders/${orderId}/cancel`,
          headers: shopper.headers,
          payload: { reason: 'Ordered by mistake' },
        });
        expect(res.statusCode, res.body).toBe(200);
        return { ...LATE_BOOKING };
      },
      async cancelBooking(shipment: BookedShipment) {
        cancelled.push(shipment);
      },
    } as unknown as ShippingProvider;
    const book = createBookShipment({
      repository: createShippingRepository(t.database.db),
      bookings: createBookingRepository(t.database.db),
      provider,
      clock,
      log: silentLog,
    });

    await expect(book.bookForShop(orderId)).resolves.toEqual({ kind: 'not-shippable', status: 'cancelled' });
    expect(await orderRow(t.database.db, orderId)).toMatchObject({ status: 'cancelled', awb: null, courier: null });
    expect(cancelled).toEqual([{ awb: LATE_BOOKING.awb, shipperOrderId: LATE_BOOKING.shipperOrderId }]);
    const history = await t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId));
    expect(history.map((line) => line.summary)).toContain(
      `Booking AWB ${LATE_BOOKING.awb} cancelled: the order was cancelled while it was being booked`,
    );
  });
});

const LATE_BOOKING: Booking = {
  awb: '19041424751599',
  courier: 'Delhivery Surface',
  shipperOrderId: '512345699',
  shipmentId: '612345699',
  status: 'AWB Assigned',
  response: {},
};
