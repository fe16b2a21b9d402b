// UPI in the sandbox and the reconciliation job (decision 033): a QR payment that the shopper approves after closing
// the window, a payment reported failed that the bank authorises late, one never paid, and two job runs at once.
import { RECONCILE_WINDOW_MS } from '@vastra/domain/orders';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, paymentAttention, paymentOrders } from '../../db/schema';
import { manualClock } from '../../shared/clock';
import { createSandboxGateway, createSandboxLedger, SANDBOX_UPI_FAILED } from '../payments';
import { isReconcileJob, type ReconcileJob } from './index';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { CUSTOMER, itemsOf, newProduct, orderCount, signedIn, stockOf } from '../../testing/factories';
import { as } from '../../testing/requests';

const clock = manualClock(new Date('2026-11-26T10:00:00Z'));
const ledger = createSandboxLedger({ clock, upiApproveMs: 5_000 });
let t: TestApp;
let job: ReconcileJob;
let saree: string;
let shopper: { userId: string; token: string };

beforeAll(async () => {
  t = await buildTestApp(
    { PAYMENT_ORDERS_PER_IP_10_MIN: '50' },
    {
      clock,
      providers: {
        paymentGateway: createSandboxGateway(
          { keyId: 'rzp_test_vastrasandbox', keySecret: 'vastra_sandbox_secret_not_for_production' },
          ledger,
        ),
      },
    },
  );
  const found = t.app.jobs.find(isReconcileJob);
  if (!found) throw new Error('the reconciliation job is not among the app jobs');
  job = found;
  saree = await newProduct(t, 'Kanjeevaram Saree', { Free: { pricePaise: 499_900, stock: 20 } });
  shopper = await signedIn(t);
});
afterAll(() => t.close());

const LINES = [{ productId: '', size: 'Free', quantity: 1 }];
const lines = () => LINES.map((l) => ({ ...l, productId: saree }));

/** create-order with the basket and the buyer's details (what checkout sends), then a UPI payment by QR. */
async function startQr(): Promise<{ gatewayOrderId: string; paymentId: string; qr: string }> {
  const created = await as(t, shopper.token).post('/api/payment/create-order', {
    amount: 1,
    items: itemsOf(lines()),
    customerInfo: CUSTOMER,
  });
  expect(created.statusCode, created.body).toBe(200);
  const gatewayOrderId = created.json<{ id: string }>().id;
  const started = await as(t).post('/api/payment/sandbox/upi', { order_id: gatewayOrderId, flow: 'qr' });
  expect(started.statusCode, started.body).toBe(200);
  const body = started.json<{ payment_id: string; status: string; qr_svg: string }>();
  expect(body.status).toBe('created');
  return { gatewayOrderId, paymentId: body.payment_id, qr: body.qr_svg };
}

const poll = (paymentId: string) => as(t).get(`/api/payment/sandbox/upi/${paymentId}`);
const reconcileRow = async (id: string) =>
  (await t.database.db.select().from(paymentOrders).where(eq(paymentOrders.id, id)))[0];
const orderOf = async (gatewayOrderId: string) =>
  (await t.database.db.select().from(orders).where(eq(orders.gatewayOrderId, gatewayOrderId)))[0];

/** Moves the clock to the gateway order's next check. */
async function untilNextCheck(gatewayOrderId: string) {
  const row = await reconcileRow(gatewayOrderId);
  if (!row?.nextReconcileAt) throw new Error('no check due');
  clock.set(row.nextReconcileAt);
}

describe('sandbox UPI', () => {
  it('shows a QR of the UPI link, pending until approved, then paid with the three fields verify takes', async () => {
    const { gatewayOrderId, paymentId, qr } = await startQr();
    expect(qr).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(qr.split(',')[1] ?? '', 'base64').toString()).toContain('<svg');
    expect((await poll(paymentId)).json()).toEqual({ payment_id: paymentId, status: 'created' });
    clock.advance(5_000);
    const paid = (await poll(paymentId)).json<Record<string, string>>();
    expect(paid).toMatchObject({
      status: 'captured',
      razorpay_order_id: gatewayOrderId,
      razorpay_payment_id: paymentId,
    });
    const verified = await as(t, shopper.token).post('/api/orders/verify', {
      razorpay_order_id: paid.razorpay_order_id,
      razorpay_payment_id: paid.razorpay_payment_id,
      razorpay_signature: paid.razorpay_signature,
      orderData: { customerInfo: CUSTOMER, items: itemsOf(lines()), totalAmount: 1 },
    });
    expect(verified.statusCode, verified.body).toBe(201);
    expect((await orderOf(gatewayOrderId))?.paymentMethod).toBe('upi');
    const orderId = (await orderOf(gatewayOrderId))?.id ?? '';
    const shown = await as(t, shopper.token).get(`/api/orders/${orderId}`);
    expect(shown.json<{ paymentInfo: { instrument: string } }>().paymentInfo.instrument).toBe('upi');
    // The job finds the order and stops asking.
    await untilNextCheck(gatewayOrderId);
    expect((await job.runOnce())[gatewayOrderId]).toBe('settled');
    expect((await reconcileRow(gatewayOrderId))?.reconcileState).toBe('settled');
  });

  it.each([
    ['success@razorpay', 200, 'captured'],
    ['failure@razorpay', 400, SANDBOX_UPI_FAILED],
  ])('takes the test UPI id %s at once', async (vpa, status, outcome) => {
    const created = await as(t, shopper.token).post('/api/payment/create-order', {
      amount: 1,
      items: itemsOf(lines()),
    });
    const res = await as(t).post('/api/payment/sandbox/upi', {
      order_id: created.json<{ id: string }>().id,
      flow: 'collect',
      vpa,
    });
    expect(res.statusCode).toBe(status);
    expect(status === 200 ? res.json<{ status: string }>().status : res.json<{ message: string }>().message).toBe(
      outcome,
    );
  });

  it('fails the next QR payment when asked (the dev switch), with a message the window shows', async () => {
    expect((await as(t).post('/api/payment/sandbox/upi/fail-next', null)).json()).toEqual({ count: 1 });
    const { paymentId } = await startQr();
    clock.advance(5_000);
    const failed = await poll(paymentId);
    expect(failed.statusCode).toBe(400);
    expect(failed.json<{ error: { description: string } }>().error.description).toBe(SANDBOX_UPI_FAILED);
  });
});

describe('the reconciliation job', () => {
  it('turns a UPI payment approved after the window closed into its order, once, with the method', async () => {
    const before = await stockOf(t, saree, 'Free');
    const { gatewayOrderId } = await startQr();
    clock.advance(5_000); // approved in the app; the shopper had closed the window: no verify, no webhook
    await untilNextCheck(gatewayOrderId);
    expect((await job.runOnce())[gatewayOrderId]).toBe('recorded');
    const order = await orderOf(gatewayOrderId);
    expect([order?.paymentMethod, order?.moneyState, order?.userId]).toEqual(['upi', 'paid', shopper.userId]);
    expect(await stockOf(t, saree, 'Free')).toBe(before - 1);
    expect(await job.runOnce()).toEqual({});
    expect((await reconcileRow(gatewayOrderId))?.reconcileState).toBe('settled');
  });

  it('keeps asking about a payment reported failed and places the order when the bank authorises it late', async () => {
    await as(t).post('/api/payment/sandbox/upi/fail-next', { count: 1 });
    const { gatewayOrderId, paymentId } = await startQr();
    clock.advance(5_000);
    expect((await poll(paymentId)).statusCode).toBe(400);
    await untilNextCheck(gatewayOrderId);
    expect((await job.runOnce())[gatewayOrderId]).toBe('pending');
    const first = await reconcileRow(gatewayOrderId);
    expect(first?.reconcileChecks).toBe(1);
    expect(first?.nextReconcileAt?.getTime()).toBe(clock.now().getTime() + 10 * 60_000);
    await untilNextCheck(gatewayOrderId);
    expect((await job.runOnce())[gatewayOrderId]).toBe('pending');
    ledger.authoriseLate(paymentId);
    await untilNextCheck(gatewayOrderId);
    expect((await job.runOnce())[gatewayOrderId]).toBe('recorded');
    expect((await orderOf(gatewayOrderId))?.gatewayPaymentId).toBe(paymentId);
  });

  it('abandons a gateway order never paid once the late-authorisation window has passed', async () => {
    const created = await as(t, shopper.token).post('/api/payment/create-order', {
      amount: 1,
      items: itemsOf(lines()),
    });
    const id = created.json<{ id: string }>().id;
    const start = clock.now().getTime();
    let checks = 0;
    for (;;) {
      await untilNextCheck(id);
      const outcome = (await job.runOnce())[id];
      checks++;
      if (outcome === 'abandoned') break;
      expect(outcome).toBe('pending');
    }
    expect(clock.now().getTime() - start).toBe(RECONCILE_WINDOW_MS);
    expect(checks).toBeLessThan(12);
    expect(await reconcileRow(id)).toMatchObject({ reconcileState: 'abandoned', nextReconcileAt: null });
  });

  it('sends a late payment that cannot become an order to the back office queue, never an order', async () => {
    const scarce = await newProduct(t, 'Last Paithani', { Free: { pricePaise: 499_900, stock: 1 } });
    const items = itemsOf([{ productId: scarce, size: 'Free', quantity: 1 }]);
    const created = await as(t, shopper.token).post('/api/payment/create-order', {
      amount: 1,
      items,
      customerInfo: CUSTOMER,
    });
    const id = created.json<{ id: string }>().id;
    await as(t).post('/api/payment/sandbox/upi', { order_id: id, flow: 'collect', vpa: 'success@razorpay' });
    // Someone else buys the last one before the job looks.
    const other = await signedIn(t);
    const cod = await as(t, other.token).post('/api/orders/cod', {
      customerInfo: CUSTOMER,
      items,
      totalAmount: 4999,
      shippingCost: 0,
      paymentType: 'COD',
    });
    expect(cod.statusCode, cod.body).toBe(201);
    await untilNextCheck(id);
    expect((await job.runOnce())[id]).toBe('needs-attention');
    expect(await orderOf(id)).toBeUndefined();
    const queued = await t.database.db.select().from(paymentAttention).where(eq(paymentAttention.gatewayOrderId, id));
    expect(queued).toHaveLength(1);
    expect((await reconcileRow(id))?.reconcileState).toBe('settled');
  });

  it('places one order when two runs check the same paid gateway order at once', async () => {
    const before = await orderCount(t, shopper.userId);
    const { gatewayOrderId } = await startQr();
    clock.advance(5_000);
    await untilNextCheck(gatewayOrderId);
    const [a, b] = await Promise.all([job.runOnce(), job.runOnce()]);
    expect([a[gatewayOrderId], b[gatewayOrderId]].filter((o) => o === 'recorded')).toEqual(['recorded']);
    expect(await orderCount(t, shopper.userId)).toBe(before + 1);
  });
});
