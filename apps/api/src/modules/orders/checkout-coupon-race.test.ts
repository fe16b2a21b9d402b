import type { AdminOffer } from '@vastra/domain/api';
import { PRICING_MESSAGE_TEMPLATES as T } from '@vastra/domain/pricing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offerRedemptions, offers, orders } from '../../db/schema';
import { manualClock } from '../../shared/clock';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { codBody, newProduct, signedIn, signedInStaff, stockOf } from '../../testing/factories';
import { couponBody } from '../../testing/offer-bodies';
import { as } from '../../testing/requests';

// Run on PGlite by `vitest` and on a real PostgreSQL server by scripts/test-pg.sh, where the 200 requests truly race.
const SHOPPERS = 200;
const USES = 5;

let t: TestApp;
let kurti: string;

beforeAll(async () => {
  t = await buildTestApp({}, { clock: manualClock(new Date('2026-12-05T10:00:00Z')) });
  kurti = await newProduct(t, 'Ikat Kurti', { M: { pricePaise: 120_000, stock: 1_000 } });
});
afterAll(() => t.close());

describe('a coupon with its last uses, at checkout', () => {
  it(`places exactly ${USES} COD orders with it when ${SHOPPERS} shoppers race for them`, async () => {
    const owner = await signedInStaff(t, { role: 'owner' });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/offers',
      headers: owner.headers,
      payload: couponBody('LAST5', { totalUses: USES, usesPerCustomer: 1 }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const coupon = created.json<AdminOffer>();
    const shoppers = [];
    for (let i = 0; i < SHOPPERS; i++) shoppers.push(await signedIn(t));

    const answers = await Promise.all(
      shoppers.map((shopper) =>
        as(t, shopper.token).post('/api/orders/cod', {
          ...codBody([{ productId: kurti, quantity: 1 }]),
          couponCode: 'last5',
        }),
      ),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(USES);
    const refused = answers.filter((res) => res.statusCode !== 201);
    expect(refused.map((res) => [res.statusCode, res.json<{ code: string; message: string }>()])).toEqual(
      refused.map(() => [422, { code: 'coupon_not_applicable', message: T.usedUp('LAST5') }]),
    );
    const placed = await t.database.db.select().from(orders).where(eq(orders.couponCode, 'LAST5'));
    expect(placed).toHaveLength(USES);
    expect(placed.every((order) => order.totalPaise === 96_000 && order.discountPaise === 24_000)).toBe(true);
    const [row] = await t.database.db.select().from(offers).where(eq(offers.id, coupon.id));
    expect(row?.usedCount).toBe(USES);
    const uses = await t.database.db.select().from(offerRedemptions).where(eq(offerRedemptions.offerId, coupon.id));
    expect(uses.filter((use) => use.state === 'used')).toHaveLength(USES);
    // Only the placed orders took stock: a refused order wrote nothing.
    expect(await stockOf(t, kurti, 'M')).toBe(1_000 - USES);
  });
});
