import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { productWithStock, signedIn } from '../../testing/factories';
import { bookedOrder, simulate } from '../../testing/requests';

// The whole app: the reviews module asks the eligibility app.ts takes from this module.
let t: TestApp;
let buyer: Awaited<ReturnType<typeof signedIn>>;
let neighbour: Awaited<ReturnType<typeof signedIn>>;
let kurti: string;
let saree: string;

beforeAll(async () => {
  t = await buildTestApp({ SHIPPING_SIM_MINUTES_PER_STEP: '0' });
  buyer = await signedIn(t.database.db);
  neighbour = await signedIn(t.database.db, { fullName: 'Ravi Kumar' });
  kurti = await productWithStock(t.database.db, { M: 5 });
  saree = await productWithStock(t.database.db, { Free: 5 }, 'Banarasi Silk Saree');
});
afterAll(() => t.close());

async function eligible(productId: string, headers: Record<string, string>): Promise<boolean> {
  const res = await t.app.inject({ method: 'GET', url: `/api/reviews/check-eligibility/${productId}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ eligible: boolean }>().eligible;
}

const review = (productId: string, headers: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/reviews/${productId}`,
    headers,
    payload: { rating: 5, comment: 'Beautiful colour and soft cotton.' },
  });

describe('review eligibility (docs/rules/reviews.md#behaviour: "after delivery")', () => {
  it('is eligible only after delivery of that product to that user, and only once', async () => {
    const { awb } = await bookedOrder(t, buyer, kurti);
    expect(await eligible(kurti, buyer.headers)).toBe(false);
    for (let i = 0; i < 6; i++) await simulate(t, awb, 'advance');
    expect(await eligible(kurti, buyer.headers)).toBe(false); // out for delivery
    expect((await review(kurti, buyer.headers)).statusCode).toBe(403);

    await simulate(t, awb, 'advance');
    expect(await eligible(kurti, buyer.headers)).toBe(true);
    expect(await eligible(kurti, neighbour.headers)).toBe(false);
    expect(await eligible(saree, buyer.headers)).toBe(false);

    expect((await review(kurti, buyer.headers)).statusCode).toBe(201);
    const second = await review(kurti, buyer.headers);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ message: 'You have already reviewed this product.', code: 'conflict' });
    expect(await eligible(kurti, buyer.headers)).toBe(false);
  });

  it('is not given by a cancelled or returned order', async () => {
    const cancelled = await bookedOrder(t, neighbour, saree, 'Free');
    await simulate(t, cancelled.awb, 'cancel');
    const returned = await bookedOrder(t, neighbour, saree, 'Free');
    for (let i = 0; i < 3; i++) await simulate(t, returned.awb, 'advance');
    await simulate(t, returned.awb, 'rto');
    await simulate(t, returned.awb, 'advance', '?to=delivered');
    expect(await eligible(saree, neighbour.headers)).toBe(false);
  });
});
