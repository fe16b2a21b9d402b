import type { AdminOffer, AdminOffersResponse } from '@vastra/domain/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../shared/clock';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { newOrder, newProduct, newShopper, signedInStaff } from '../../testing/factories';
import { couponBody } from '../../testing/offer-bodies';
import { giveBackUse, takeCouponUse } from './coupon-ledger';
import { inTransaction } from './offers-db';

// Each offer's performance in the back office (GET /api/admin/offers and /:id): the uses in state 'used', the
// discount they gave and their orders' totals, with the uses written by the checkout's ledger over real orders.
const clock = manualClock(new Date('2026-12-05T10:00:00Z'));
let t: TestApp;
let owner: Record<string, string>;
let productId: string;

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: owner });
const createCoupon = async (code: string, extra: Record<string, unknown> = {}) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/offers',
    headers: owner,
    payload: couponBody(code, { totalUses: null, usesPerCustomer: null, ...extra }),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<AdminOffer>();
};
/** A COD order of `pieces` × ₹799 (the factories' price): its total is pieces × 79,900 paise. */
const orderOf = async (userId: string, pieces: number) =>
  newOrder(t, userId, [{ productId, size: 'M', quantity: pieces }]);
const take = (
  offerId: string,
  userId: string,
  which: { orderId: string } | { gatewayOrderId: string },
  paise: number,
) =>
  inTransaction(t.database.db, (tx) =>
    takeCouponUse(tx, { offerId, userId, ...which, discountPaise: paise, at: clock.now() }),
  );
const figures = (offer: AdminOffer | undefined) =>
  offer && { used: offer.used, discountPaise: offer.discountPaise, salesPaise: offer.salesPaise };

beforeAll(async () => {
  t = await buildTestApp({}, { clock });
  owner = (await signedInStaff(t, { role: 'owner', fullName: 'Asha Owner' })).headers;
  productId = await newProduct(t, 'Cotton Kurti', { M: { pricePaise: 79_900, stock: 1000 } });
});
afterAll(() => t.close());

describe("an offer's performance", () => {
  it("counts only the uses orders hold ('used'): not a held payment's, not one given back", async () => {
    const coupon = await createCoupon('PERF-USED');
    const [asha, ravi, meera, kiran] = [
      await newShopper(t),
      await newShopper(t),
      await newShopper(t),
      await newShopper(t),
    ];
    await take(coupon.id, asha.id, { orderId: await orderOf(asha.id, 1) }, 15_980);
    await take(coupon.id, ravi.id, { orderId: await orderOf(ravi.id, 3) }, 47_940);
    // A card payment still being made: held, not yet an order's.
    await take(coupon.id, meera.id, { gatewayOrderId: 'gw_perf_meera' }, 10_000);
    // A cancelled order gave its use back.
    const cancelled = await orderOf(kiran.id, 2);
    await take(coupon.id, kiran.id, { orderId: cancelled }, 31_960);
    await inTransaction(t.database.db, (tx) => giveBackUse(tx, { orderId: cancelled }, clock.now()));

    const expected = { used: 2, discountPaise: 15_980 + 47_940, salesPaise: 79_900 + 3 * 79_900 };
    const one = await get(`/api/admin/offers/${coupon.id}`);
    expect(one.statusCode).toBe(200);
    expect(figures(one.json<AdminOffer>())).toEqual(expected);
    const list = (await get('/api/admin/offers')).json<AdminOffersResponse>();
    expect(figures(list.offers.find((offer) => offer.id === coupon.id))).toEqual(expected);
    const live = (await get('/api/admin/offers?state=live')).json<AdminOffersResponse>();
    expect(figures(live.offers.find((offer) => offer.id === coupon.id))).toEqual(expected);
  });

  it('gives each offer of the list its own figures, and zeros to one never used', async () => {
    const [first, second, unused] = [
      await createCoupon('PERF-ONE'),
      await createCoupon('PERF-TWO'),
      await createCoupon('PERF-NONE'),
    ];
    const shopper = await newShopper(t);
    await take(first.id, shopper.id, { orderId: await orderOf(shopper.id, 1) }, 5_000);
    await take(second.id, shopper.id, { orderId: await orderOf(shopper.id, 2) }, 7_000);
    await take(second.id, shopper.id, { orderId: await orderOf(shopper.id, 1) }, 3_000);

    const { offers } = (await get('/api/admin/offers')).json<AdminOffersResponse>();
    const byId = new Map(offers.map((offer) => [offer.id, figures(offer)]));
    expect(byId.get(first.id)).toEqual({ used: 1, discountPaise: 5_000, salesPaise: 79_900 });
    expect(byId.get(second.id)).toEqual({ used: 2, discountPaise: 10_000, salesPaise: 3 * 79_900 });
    expect(byId.get(unused.id)).toEqual({ used: 0, discountPaise: 0, salesPaise: 0 });
  });

  it('adds up discounts past ₹2.1 crore (2³¹ paise) without an integer overflow', async () => {
    const coupon = await createCoupon('PERF-BIG');
    const shopper = await newShopper(t);
    // Two uses of ₹1.5 crore each: ₹3 crore given, more than a 32-bit integer of paise holds.
    await take(coupon.id, shopper.id, { orderId: await orderOf(shopper.id, 1) }, 1_500_000_000);
    await take(coupon.id, shopper.id, { orderId: await orderOf(shopper.id, 1) }, 1_500_000_000);

    const one = await get(`/api/admin/offers/${coupon.id}`);
    expect(one.statusCode, one.body).toBe(200);
    expect(figures(one.json<AdminOffer>())).toEqual({ used: 2, discountPaise: 3_000_000_000, salesPaise: 159_800 });
    const list = await get('/api/admin/offers');
    expect(list.statusCode, list.body).toBe(200);
    const listed = list.json<AdminOffersResponse>().offers.find((offer) => offer.id === coupon.id);
    expect(listed?.discountPaise).toBe(3_000_000_000);
  });
});
