import { OfferBody } from '@vastra/domain/api';
import { PRICING_MESSAGE_TEMPLATES as T } from '@vastra/domain/pricing';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { offerCustomerUses, offerRedemptions, offers } from '../../db/schema';
import { manualClock } from '../../shared/clock';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { newOrder, newProduct, newShopper } from '../../testing/factories';
import { confirmHeldUse, couponForCode, giveBackUse, takeCouponUse } from './coupon-ledger';
import { createLiveOffersCache } from './live-offers-cache';
import { inTransaction } from './offers-db';
import { columnsOf } from './offers.repository';

// The coupon-use ledger under load (docs/decisions/085-coupon-uses-under-load.md), on PGlite and, through
// scripts/test-pg.sh, on PostgreSQL: each taker its own transaction, as the checkout's.
const clock = manualClock(new Date('2026-12-05T10:00:00Z'));
const at = clock.now();
let t: TestApp;
let db: Db;
let productId: string;

const window = { startsAt: '2026-12-01T00:00:00+05:30', endsAt: null };
async function newCoupon(code: string, limits: { totalUses: number | null; usesPerCustomer: number | null }) {
  const body = OfferBody.parse({
    kind: 'coupon',
    label: `Coupon ${code}`,
    code,
    ...window,
    scope: { kind: 'shop' },
    combinable: false,
    discount: { type: 'flat', amountPaise: 10_000 },
    minBasketPaise: 0,
    maxDiscountPaise: null,
    firstOrderOnly: false,
    excludeSaleItems: false,
    payment: 'any',
    ...limits,
  });
  const [row] = await db.insert(offers).values(columnsOf(body)).returning();
  if (!row) throw new Error('coupon not inserted');
  return row;
}
const offerRow = async (id: string) => (await db.select().from(offers).where(eq(offers.id, id)))[0];
const customerUses = async (offerId: string, userId: string) =>
  (
    await db
      .select()
      .from(offerCustomerUses)
      .where(and(eq(offerCustomerUses.offerId, offerId), eq(offerCustomerUses.userId, userId)))
  )[0]?.uses;
const redemptionsOf = (offerId: string) =>
  db.select().from(offerRedemptions).where(eq(offerRedemptions.offerId, offerId));
const take = (offerId: string, userId: string, which: { orderId: string } | { gatewayOrderId: string }) =>
  inTransaction(db, (tx) => takeCouponUse(tx, { offerId, userId, ...which, discountPaise: 10_000, at }));
const orderFor = (userId: string) => newOrder(t, userId, [{ productId, size: 'M', quantity: 1 }]);

beforeAll(async () => {
  t = await buildTestApp({}, { clock });
  db = t.database.db;
  productId = await newProduct(t, 'Cotton Kurti', { M: { pricePaise: 79_900, stock: 1000 } });
});
afterAll(() => t.close());

describe('the coupon-use ledger', () => {
  it('lets exactly 5 of 200 concurrent shoppers take the 5 uses left; used_count ends at the total', async () => {
    const coupon = await newCoupon('LAST5', { totalUses: 8, usesPerCustomer: 1 });
    await db.update(offers).set({ usedCount: 3 }).where(eq(offers.id, coupon.id));
    const shoppers = [];
    for (let i = 0; i < 200; i++) shoppers.push(await newShopper(t));
    const outcomes = await Promise.allSettled(
      shoppers.map((shopper, i) => take(coupon.id, shopper.id, { gatewayOrderId: `gw_last5_${i}` })),
    );
    const won = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    const refused = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason as unknown] : []));
    expect(won).toHaveLength(5);
    expect(refused).toHaveLength(195);
    for (const reason of refused) {
      expect(reason).toMatchObject({ name: 'CouponUseRefused', reason: 'used-up', code: 'LAST5' });
      expect((reason as Error).message).toBe('The code LAST5 has been fully redeemed.');
    }
    expect((await offerRow(coupon.id))?.usedCount).toBe(8);
    const held = await redemptionsOf(coupon.id);
    expect(held).toHaveLength(5);
    expect(new Set(held.map((row) => row.state))).toEqual(new Set(['held']));
    // The refused shoppers' counts rolled back with their savepoint: only the 5 winners have a use.
    expect(await db.select().from(offerCustomerUses).where(eq(offerCustomerUses.offerId, coupon.id))).toHaveLength(5);
  });

  it('lets one shopper with a limit of 1 use a coupon once when two of her devices take it at once', async () => {
    const coupon = await newCoupon('ONCE', { totalUses: null, usesPerCustomer: 1 });
    const shopper = await newShopper(t);
    const [phone, laptop] = [await orderFor(shopper.id), await orderFor(shopper.id)];
    const outcomes = await Promise.allSettled([
      take(coupon.id, shopper.id, { orderId: phone }),
      take(coupon.id, shopper.id, { orderId: laptop }),
    ]);
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    const [refusal] = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason as unknown] : []));
    expect(refusal).toMatchObject({ reason: 'already-used', code: 'ONCE', message: T.alreadyUsed('ONCE') });
    expect((refusal as Error).message).toBe('You have already used the code ONCE.');
    expect((await offerRow(coupon.id))?.usedCount).toBe(1);
    expect(await customerUses(coupon.id, shopper.id)).toBe(1);
    expect((await redemptionsOf(coupon.id)).map((row) => row.state)).toEqual(['used']);
  });

  it("leaves the caller's transaction usable after a refusal (the use is taken in a savepoint)", async () => {
    const coupon = await newCoupon('SAVEPT', { totalUses: 1, usesPerCustomer: null });
    await take(coupon.id, (await newShopper(t)).id, { gatewayOrderId: 'gw_savept_1' });
    const late = await newShopper(t);
    const written = await inTransaction(db, async (tx) => {
      await expect(
        takeCouponUse(tx, { offerId: coupon.id, userId: late.id, gatewayOrderId: 'gw_savept_2', discountPaise: 1, at }),
      ).rejects.toMatchObject({ reason: 'used-up' });
      // The order goes on without the coupon, in the same transaction.
      const [row] = await tx
        .update(offers)
        .set({ label: 'Still writable' })
        .where(eq(offers.id, coupon.id))
        .returning();
      return row?.label;
    });
    expect(written).toBe('Still writable');
    expect((await offerRow(coupon.id))?.usedCount).toBe(1);
  });

  it('gives a use back exactly once when two give-backs run at once: one decrement of each counter', async () => {
    const coupon = await newCoupon('BACK1', { totalUses: 10, usesPerCustomer: 2 });
    const shopper = await newShopper(t);
    const orderId = await orderFor(shopper.id);
    const { redemptionId } = await take(coupon.id, shopper.id, { orderId });
    expect((await offerRow(coupon.id))?.usedCount).toBe(1);
    const given = await Promise.all([
      inTransaction(db, (tx) => giveBackUse(tx, redemptionId, at)),
      inTransaction(db, (tx) => giveBackUse(tx, { orderId }, at)),
    ]);
    expect(given.sort()).toEqual([0, 1]);
    expect((await offerRow(coupon.id))?.usedCount).toBe(0);
    expect(await customerUses(coupon.id, shopper.id)).toBe(0);
    const [released] = await redemptionsOf(coupon.id);
    expect(released).toMatchObject({ state: 'released', releasedAt: at });
    // A third, later call changes nothing either.
    expect(await inTransaction(db, (tx) => giveBackUse(tx, redemptionId, at))).toBe(0);
    expect((await offerRow(coupon.id))?.usedCount).toBe(0);
  });

  it('confirms a held use to its order once paid, and gives back a held use whose payment failed', async () => {
    const coupon = await newCoupon('UPI50', { totalUses: 2, usesPerCustomer: 1 });
    const paid = await newShopper(t);
    const failed = await newShopper(t);
    await take(coupon.id, paid.id, { gatewayOrderId: 'gw_paid' });
    const { redemptionId } = await take(coupon.id, failed.id, { gatewayOrderId: 'gw_failed' });
    expect((await offerRow(coupon.id))?.usedCount).toBe(2);

    const orderId = await orderFor(paid.id);
    expect(await inTransaction(db, (tx) => confirmHeldUse(tx, 'gw_paid', orderId))).toHaveLength(1);
    expect(await inTransaction(db, (tx) => giveBackUse(tx, redemptionId, at))).toBe(1);
    const rows = await redemptionsOf(coupon.id);
    expect(rows.find((row) => row.gatewayOrderId === 'gw_paid')).toMatchObject({ state: 'used', orderId });
    expect(rows.find((row) => row.gatewayOrderId === 'gw_failed')).toMatchObject({ state: 'released', orderId: null });
    expect((await offerRow(coupon.id))?.usedCount).toBe(1);
    expect(await customerUses(coupon.id, paid.id)).toBe(1);
    expect(await customerUses(coupon.id, failed.id)).toBe(0);
    // A payment that arrives after its hold was given back confirms nothing, and is not refused.
    expect(await inTransaction(db, (tx) => confirmHeldUse(tx, 'gw_failed', orderId))).toEqual([]);
    // The freed use can be taken again by the shopper whose payment failed.
    await take(coupon.id, failed.id, { gatewayOrderId: 'gw_failed_retry' });
    expect((await offerRow(coupon.id))?.usedCount).toBe(2);
  });

  it('reads a coupon by its code (any case) with its uses, and the automatic offers live at a moment', async () => {
    const coupon = await newCoupon('READ10', { totalUses: 50, usesPerCustomer: 3 });
    const shopper = await newShopper(t);
    await take(coupon.id, shopper.id, { gatewayOrderId: 'gw_read' });
    const found = await couponForCode(db, ' read10 ', shopper.id);
    expect(found).toMatchObject({ usedTotal: 1, usedByCustomer: 1 });
    expect(found?.coupon).toMatchObject({ id: coupon.id, kind: 'coupon', code: 'READ10', totalUses: 50 });
    expect(found?.coupon.startsAt).toEqual(new Date('2026-11-30T18:30:00Z'));
    expect((await couponForCode(db, 'READ10', (await newShopper(t)).id))?.usedByCustomer).toBe(0);
    expect(await couponForCode(db, 'NOSUCH', shopper.id)).toBeNull();
    expect(await couponForCode(db, 'not a code', shopper.id)).toBeNull();

    const body = OfferBody.parse({
      kind: 'free-delivery',
      label: 'Free delivery',
      startsAt: '2026-12-05T00:00:00+05:30',
      endsAt: '2026-12-06T00:00:00+05:30',
      scope: { kind: 'shop' },
      combinable: true,
      minBasketPaise: 0,
    });
    const [row] = await db.insert(offers).values(columnsOf(body)).returning();
    // Read afresh at every call (no memory), as another process would after its cache time.
    const { liveOffers } = createLiveOffersCache(db, clock, 0);
    const live = await liveOffers(at);
    expect(live).toEqual([{ ...body, id: row?.id, paused: false }]);
    expect(await liveOffers(new Date('2026-12-05T18:30:00Z'))).toEqual([]);
    await db
      .update(offers)
      .set({ paused: true })
      .where(eq(offers.id, row?.id ?? ''));
    expect(await liveOffers(at)).toEqual([]);
  });
});
