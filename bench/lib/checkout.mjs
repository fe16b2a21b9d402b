// Checkout writes over HTTP: shoppers signed up through the API (codes from the dev SMS outbox),
// then N concurrent buyers placing COD orders back to back, as the web client does (fresh
// Idempotency-Key per order). Every 201 is counted with its units, for the exact stock check.
import { randomInt, randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { CUSTOMER, fetchSend, signUp } from '../../tests/support/sign-up.mjs';
import { percentile } from './stats.mjs';

async function call(base, method, path, { body, token, headers = {} } = {}) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      accept: 'application/json',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    json = text;
  }
  return { status: res.status, json };
}

async function expect(base, method, path, options, status = 200) {
  const res = await call(base, method, path, options);
  if (res.status !== status)
    throw new Error(`${method} ${path} → ${res.status} ${JSON.stringify(res.json).slice(0, 300)}`);
  return res.json;
}

/** `count` new shoppers with distinct mobile numbers, signed up ten at a time. */
export async function signUpShoppers(base, count) {
  const prefix = 7_000_000 + randomInt(0, 2_000_000); // +91 9, 7 random digits, 2 per shopper
  const shoppers = [];
  for (let i = 0; i < count; i += 10) {
    const batch = Array.from(
      { length: Math.min(10, count - i) },
      (_, j) => `+919${prefix}${String(i + j).padStart(2, '0')}`,
    );
    shoppers.push(...(await Promise.all(batch.map((phone) => signUp(fetchSend(base), { phone })))));
  }
  return shoppers;
}

/** The COD body for one unit of `product` in `size`, with the billing details the form sends. */
export function codOrderBody(product, size, shopper) {
  const price = product.pricesBySize?.[size] ?? product.price;
  return {
    customerInfo: { ...CUSTOMER, phone: shopper.phone.slice(3) },
    items: [{ productId: product._id, title: product.title, size, quantity: 1, price }],
    totalAmount: price,
    shippingCost: 0,
    paymentType: 'COD',
  };
}

/**
 * Each shopper places orders back to back for `seconds` (closed loop: one order in flight per buyer).
 * Returns orders/s, latency percentiles of the 201s, the units those orders took, and other statuses.
 */
export async function runBuyers(base, shoppers, { product, size, seconds }) {
  const latencies = [];
  const statuses = {};
  let units = 0;
  let created = 0;
  const started = performance.now();
  const end = started + seconds * 1000;
  await Promise.all(
    shoppers.map(async (shopper) => {
      const body = codOrderBody(product, size, shopper);
      while (performance.now() < end) {
        const t0 = performance.now();
        let res;
        try {
          res = await call(base, 'POST', '/api/orders/cod', {
            body,
            token: shopper.token,
            headers: { 'idempotency-key': randomUUID() },
          });
        } catch {
          statuses.network = (statuses.network ?? 0) + 1;
          continue;
        }
        const ms = performance.now() - t0;
        statuses[res.status] = (statuses[res.status] ?? 0) + 1;
        if (res.status === 201) {
          created += 1;
          latencies.push(ms);
          units += (res.json?.order?.items ?? []).reduce((sum, item) => sum + item.quantity, 0);
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  return {
    ordersPerSecond: created / elapsed,
    created,
    units,
    p50Ms: percentile(latencies, 50),
    p95Ms: percentile(latencies, 95),
    p99Ms: percentile(latencies, 99),
    statuses,
  };
}

/** The product's current stock of `size`, as the API shows it. */
export async function stockOf(base, productId, size) {
  const product = await expect(base, 'GET', `/api/client/products/${productId}`);
  return { product, stock: product.stockBySize?.[size] };
}
