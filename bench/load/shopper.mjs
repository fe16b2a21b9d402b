// One simulated shopper: browses the list, a product and its reviews, syncs the cart, and now and
// then checks out (cash on delivery or the sandbox card gateway), then reads their orders.
import { randomInt, randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { CUSTOMER } from '../../tests/support/sign-up.mjs';

const TEST_CARD = { number: '4111111111111111', expiry: '12/30', cvv: '123' };

/**
 * Runs one shopper until `deadline` (ms, performance clock). `ctx`: { base, productIds, recorder,
 * placed: Set of acknowledged order ids, thinkMaxMs, checkoutShare }.
 */
export async function runShopper(ctx, shopper, deadline) {
  const { base, recorder } = ctx;
  const auth = { authorization: `Bearer ${shopper.token}`, 'x-forwarded-for': shopper.ip };
  let listEtag = null;

  /** One request, timed to the end of its body; the parsed JSON when `json`, else null. */
  async function request(route, method, path, { body, headers = {}, json = true } = {}) {
    const started = performance.now();
    try {
      const res = await fetch(`${base}${path}`, {
        method,
        headers: { accept: 'application/json', ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(30_000),
      });
      const text = await res.text();
      recorder.record(route, res.status, performance.now() - started);
      return { status: res.status, headers: res.headers, json: json && text ? safeJson(text) : null };
    } catch {
      recorder.record(route, 'error', performance.now() - started);
      return { status: 0, headers: null, json: null };
    }
  }
  const think = () => sleep(randomInt(0, ctx.thinkMaxMs + 1));
  const live = () => performance.now() < deadline;

  while (live()) {
    // Browse: the list (revalidated with its ETag, as a browser does), one product, its reviews.
    const list = await request('GET /api/client/products', 'GET', '/api/client/products', {
      headers: { 'x-forwarded-for': shopper.ip, ...(listEtag ? { 'if-none-match': listEtag } : {}) },
      json: false,
    });
    listEtag = list.headers?.get('etag') ?? listEtag;
    const productId = ctx.productIds[randomInt(0, ctx.productIds.length)];
    const product = await request('GET /api/client/products/:id', 'GET', `/api/client/products/${productId}`);
    await request('GET /api/reviews/:productId', 'GET', `/api/reviews/${productId}`, { json: false });
    await think();
    if (!live()) break;

    const sizes = Object.entries(product.json?.stockBySize ?? {}).filter(([, n]) => n > 0);
    const picked = sizes[randomInt(0, Math.max(1, sizes.length))];
    if (!picked) continue;
    const size = picked[0];
    const line = {
      productId,
      title: product.json.title ?? 'Item',
      size,
      quantity: 1,
      price: product.json.pricesBySize?.[size] ?? 1,
    };
    const cart = [{ id: productId, title: line.title, price: line.price, selectedSize: size, quantity: 1 }];
    await request('POST /api/auth/update-cart', 'POST', '/api/auth/update-cart', {
      body: { cart },
      headers: auth,
      json: false,
    });
    await think();
    if (!live() || Math.random() >= ctx.checkoutShare) continue;

    const orderId = Math.random() < 0.5 ? await payCod(line) : await payByCard(line);
    if (orderId) ctx.placed.add(orderId);
    await request('GET /api/orders/my', 'GET', '/api/orders/my', { headers: auth, json: false });
    await request('POST /api/auth/update-cart', 'POST', '/api/auth/update-cart', {
      body: { cart: [] },
      headers: auth,
      json: false,
    });
    await think();
  }

  async function payCod(line) {
    const placed = await request('POST /api/orders/cod', 'POST', '/api/orders/cod', {
      body: { customerInfo: CUSTOMER, items: [line], totalAmount: line.price, shippingCost: 0, paymentType: 'COD' },
      headers: { ...auth, 'idempotency-key': randomUUID() },
    });
    return placed.status === 201 ? placed.json?.orderId : null;
  }

  async function payByCard(line) {
    const created = await request('POST /api/payment/create-order', 'POST', '/api/payment/create-order', {
      body: { amount: line.price, items: [line], customerInfo: CUSTOMER },
      headers: auth,
    });
    if (created.status !== 200) return null;
    const paid = await request('POST /api/payment/sandbox/pay', 'POST', '/api/payment/sandbox/pay', {
      // The sandbox "bank" is a development endpoint: it answers only this machine, so no shopper address.
      body: { order_id: created.json.id, card: TEST_CARD },
    });
    if (paid.status !== 200) return null;
    const verified = await request('POST /api/orders/verify', 'POST', '/api/orders/verify', {
      body: {
        ...paid.json,
        orderData: { customerInfo: CUSTOMER, items: [line], totalAmount: created.json.amount / 100 },
      },
      headers: auth,
    });
    return verified.status === 201 ? verified.json?.orderId : null;
  }
}

function safeJson(text) {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
