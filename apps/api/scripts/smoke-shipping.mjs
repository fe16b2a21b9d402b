// Shipping over real HTTP, against a running API with no keys (simulator, sandbox, local OTP):
// sign up → COD order → book → advance the simulator to DELIVERED, reading tracking at each step →
// the buyer may review. Start the server with SHIPPING_SIM_MINUTES_PER_STEP=0, then:
//   BASE_URL=http://127.0.0.1:3306 node apps/api/scripts/smoke-shipping.mjs
import process from 'node:process';
import { CUSTOMER, fetchSend, signUp } from '../../../tests/support/sign-up.mjs';

const BASE_URL = (process.env.BASE_URL ?? 'http://127.0.0.1:3000').replace(/\/$/, '');

let token = '';
async function call(method, path, body) {
  const res = await fetch(`${BASE_URL}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  const json = text ? JSON.parse(text) : null;
  return { status: res.status, json };
}

// Any 2xx unless a status is named.
async function expectOk(method, path, body, status) {
  const res = await call(method, path, body);
  const ok = status === undefined ? res.status >= 200 && res.status < 300 : res.status === status;
  if (!ok) throw new Error(`${method} ${path} → ${res.status} ${JSON.stringify(res.json)}`);
  return res.json;
}

function check(condition, what) {
  if (!condition) throw new Error(`check failed: ${what}`);
  console.log(`  ✓ ${what}`);
}

// 1. A new shopper through the local phone verification (the code comes from the dev outbox).
const phone = `+9198${String(Date.now()).slice(-8)}`;
({ token } = await signUp(fetchSend(BASE_URL), { phone, fullName: 'Smoke Shopper', email: 'smoke@example.in' }));
check(Boolean(token), `signed up ${phone}`);

// 2. A cash-on-delivery order of a product in stock.
const products = await expectOk('GET', '/api/client/products');
const product = products.find((p) => Object.values(p.stockBySize).some((n) => n > 0));
if (!product) throw new Error('no product in stock');
const size = Object.keys(product.stockBySize).find((s) => product.stockBySize[s] > 0);
const price = product.pricesBySize[size] ?? product.price;
const placed = await expectOk('POST', '/api/orders/cod', {
  customerInfo: { ...CUSTOMER, phone: phone.slice(3) },
  items: [{ productId: product._id, title: product.title, size, quantity: 1, price }],
  totalAmount: price,
  shippingCost: 0,
  paymentType: 'COD',
});
const orderId = placed.orderId ?? placed.order?._id;
check(Boolean(orderId), `COD order ${orderId} for "${product.title}" (${size})`);

// 3. Booking, twice: the second answers the same booking.
const booked = await expectOk('POST', `/api/orders/book-shipping/${orderId}`);
const awb = booked.data?.awb;
check(booked.success && awb, `booked: ${booked.message}`);
const again = await expectOk('POST', `/api/orders/book-shipping/${orderId}`);
check(again.data?.awb === awb, `second booking answers the same AWB ("${again.message}")`);

// 4. Through the simulator to DELIVERED, reading tracking at each step.
const eligibility = () => expectOk('GET', `/api/reviews/check-eligibility/${product._id}`);
check((await eligibility()).eligible === false, 'not eligible to review before delivery');
for (let step = 0; step < 12; step++) {
  const tracking = await expectOk('GET', `/api/orders/track-shipping/${orderId}`);
  const latest = tracking.tracking?.timeline?.[0];
  console.log(`  · ${tracking.currentStatus} — ${latest?.statusText} [${latest?.status}] @ ${latest?.location ?? '-'}`);
  if (tracking.currentStatus === 'DELIVERED') break;
  await expectOk('POST', `/api/dev/shipments/${awb}/advance`);
}
const byAwb = await expectOk('GET', `/api/orders/track-shipping/awb/${awb}`);
check(byAwb.tracking?.courierStatus === 'DELIVERED', 'tracking by AWB says DELIVERED');
const mine = await expectOk('POST', '/api/orders/track-shipping/my', { awbs: [awb], orderIds: [orderId] });
check(mine.byOrderId[orderId]?.awb === awb && mine.byAwb[awb], 'bulk tracking answers by order id and by AWB');
const order = await expectOk('GET', `/api/orders/${orderId}`);
check(order.status === 'delivered', `order status follows: ${order.status}`);

// 5. Delivered: the buyer may review, once.
check((await eligibility()).eligible === true, 'eligible to review after delivery');
await expectOk('POST', `/api/reviews/${product._id}`, { rating: 5, comment: 'Arrived on time, lovely fabric.' }, 201);
check((await eligibility()).eligible === false, 'reviewed once: no longer eligible');
console.log('smoke-shipping: OK');
