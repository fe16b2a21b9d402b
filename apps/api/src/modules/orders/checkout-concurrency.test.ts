// Races on stock and idempotency. PGlite runs one transaction at a time, so these only prove the
// rules on real PostgreSQL (`bash scripts/test-pg.sh`); on PGlite they must hold too.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { codBody, CUSTOMER, itemsOf, newProduct, orderCount, signedIn, stockOf } from '../../testing/factories';
import { as } from '../../testing/requests';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const statuses = (responses: { statusCode: number }[]) =>
  responses.reduce<Record<number, number>>((acc, r) => ({ ...acc, [r.statusCode]: (acc[r.statusCode] ?? 0) + 1 }), {});

describe('concurrent checkout', () => {
  it('sells the last 3 units exactly once to 50 concurrent buyers: 3 orders, 47 × 409, stock 0', async () => {
    const kurti = await newProduct(t, 'Last Few Kurti', {
      M: { pricePaise: 99_900, stock: 3 },
      L: { pricePaise: 99_900, stock: 5 },
    });
    const buyers = await Promise.all(Array.from({ length: 50 }, () => signedIn(t)));
    const responses = await Promise.all(
      buyers.map((b) =>
        as(t, b.token).post('/api/orders/cod', codBody([{ productId: kurti, size: 'M', quantity: 1 }])),
      ),
    );
    expect(statuses(responses)).toEqual({ 201: 3, 409: 47 });
    expect(await stockOf(t, kurti, 'M')).toBe(0);
    expect(await stockOf(t, kurti, 'L')).toBe(5);
    const sold = await t.database.db.select().from(orderItems).where(eq(orderItems.productId, kurti));
    expect(sold).toHaveLength(3);
  });

  it('never deadlocks two-line orders taken in opposite line order', async () => {
    const a = await newProduct(t, 'Pair A', { M: { pricePaise: 50_000, stock: 100 } });
    const b = await newProduct(t, 'Pair B', { M: { pricePaise: 60_000, stock: 100 } });
    const buyer = await signedIn(t);
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => {
        const lines = [
          { productId: a, quantity: 1 },
          { productId: b, quantity: 1 },
        ];
        return as(t, buyer.token).post('/api/orders/cod', codBody(i % 2 ? lines : lines.reverse()));
      }),
    );
    expect(statuses(responses)).toEqual({ 201: 20 });
    expect([await stockOf(t, a, 'M'), await stockOf(t, b, 'M')]).toEqual([80, 80]);
  });

  it('turns 10 concurrent COD submits with one Idempotency-Key into one order', async () => {
    const tee = await newProduct(t, 'Graphic Tee', { M: { pricePaise: 59_900, stock: 30 } });
    const buyer = await signedIn(t);
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        as(t, buyer.token).post('/api/orders/cod', codBody([{ productId: tee, quantity: 2 }]), {
          'idempotency-key': 'submit-once',
        }),
      ),
    );
    expect(statuses(responses)).toEqual({ 200: 9, 201: 1 });
    expect(new Set(responses.map((r) => r.json<{ orderId: string }>().orderId)).size).toBe(1);
    expect(await orderCount(t, buyer.userId)).toBe(1);
    expect(await stockOf(t, tee, 'M')).toBe(28);
  });

  it('turns 20 concurrent verifies of one payment into one order', async () => {
    const saree = await newProduct(t, 'Kanjivaram Saree', { Free: { pricePaise: 899_900, stock: 5 } });
    const buyer = await signedIn(t);
    const items = itemsOf([{ productId: saree, size: 'Free', quantity: 1 }]);
    const created = await as(t, buyer.token).post('/api/payment/create-order', { amount: 8999, items });
    const { id } = created.json<{ id: string }>();
    const paid = await as(t).post('/api/payment/sandbox/pay', {
      order_id: id,
      card: { number: '4111111111111111', expiry: '12/30', cvv: '123' },
    });
    const body = { ...paid.json<object>(), orderData: { customerInfo: CUSTOMER, items, totalAmount: 8999 } };
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => as(t, buyer.token).post('/api/orders/verify', body)),
    );
    expect(statuses(responses)).toEqual({ 200: 19, 201: 1 });
    expect(new Set(responses.map((r) => r.json<{ orderId: string }>().orderId)).size).toBe(1);
    expect(await orderCount(t, buyer.userId)).toBe(1);
    expect(await stockOf(t, saree, 'Free')).toBe(4);
  });

  it('turns 20 concurrent verifies of one payment for the LAST unit into one order, none refused 409', async () => {
    // The duplicates queue behind the winner on the stock row and find it empty: they must still
    // answer the winner's order, not "out of stock" (which would also flag a refund).
    const dupatta = await newProduct(t, 'Last Phulkari Dupatta', { Free: { pricePaise: 149_900, stock: 1 } });
    const buyer = await signedIn(t);
    const items = itemsOf([{ productId: dupatta, size: 'Free', quantity: 1 }]);
    const { id } = (await as(t, buyer.token).post('/api/payment/create-order', { amount: 1499, items })).json<{
      id: string;
    }>();
    const paid = await as(t).post('/api/payment/sandbox/pay', {
      order_id: id,
      card: { number: '4111111111111111', expiry: '12/30', cvv: '123' },
    });
    const body = { ...paid.json<object>(), orderData: { customerInfo: CUSTOMER, items, totalAmount: 1499 } };
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => as(t, buyer.token).post('/api/orders/verify', body)),
    );
    expect(statuses(responses)).toEqual({ 200: 19, 201: 1 });
    expect(await orderCount(t, buyer.userId)).toBe(1);
    expect(await stockOf(t, dupatta, 'Free')).toBe(0);
  });
});
