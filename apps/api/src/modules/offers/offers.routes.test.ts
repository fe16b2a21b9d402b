import type { AdminOffer, AdminOffersResponse } from '@vastra/domain/api';
import { missingPermissionMessage } from '@vastra/domain/back-office';
import { PRICING_OFFER_ADMIN_MESSAGES as M, PRICING_MESSAGES as P } from '@vastra/domain/pricing';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, offerRedemptions, offers } from '../../db/schema';
import { manualClock } from '../../shared/clock';
import { buildTestApp, type ManualClock, type TestApp } from '../../testing/build-test-app';
import { newOrder, newProduct, newShopper, signedInStaff } from '../../testing/factories';
import { couponBody } from '../../testing/offer-bodies';

const UNKNOWN = '0b9c6a8e-1f2d-4c3b-9a8e-7d6c5b4a3f21';
const HOUR = 3_600_000;

let t: TestApp;
let clock: ManualClock;
let owner: Record<string, string>;
let manager: Record<string, string>;

const window = { startsAt: '2026-12-01T00:00:00+05:30', endsAt: '2026-12-31T00:00:00+05:30' };
const common = { ...window, scope: { kind: 'shop' }, combinable: false };
const coupon = (code: string, extra: Record<string, unknown> = {}) => couponBody(code, { ...window, ...extra });
/** One definition of each automatic kind. */
const AUTOMATIC = [
  {
    kind: 'buy-x-get-y',
    label: 'Buy 2 get 1 free',
    ...common,
    buyQuantity: 2,
    getQuantity: 1,
    reward: { type: 'free' },
  },
  { kind: 'bundle', label: 'Any 3 for ₹1,999', ...common, quantity: 3, pricePaise: 199_900 },
  {
    kind: 'tiered',
    label: 'Spend more, save more',
    ...common,
    tiers: [
      { minBasketPaise: 200_000, percent: 10 },
      { minBasketPaise: 400_000, percent: 15 },
    ],
  },
  { kind: 'prepaid', label: '5% off when you pay online', ...common, percent: 5, maxDiscountPaise: 20_000 },
  { kind: 'free-delivery', label: 'Free delivery above ₹999', ...common, minBasketPaise: 99_900 },
];

const send = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, headers = owner) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const create = (body: object) => send('POST', '/api/admin/offers', body);
const created = async (body: object) => {
  const res = await create(body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<AdminOffer>();
};
const audits = (id: string, action: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetId, id), eq(auditLog.action, action)));

beforeAll(async () => {
  clock = manualClock(new Date('2026-11-21T10:00:00Z'));
  t = await buildTestApp({}, { clock });
  owner = (await signedInStaff(t, { role: 'owner', fullName: 'Asha Owner' })).headers;
  manager = (await signedInStaff(t, { role: 'manager', fullName: 'Meera Manager' })).headers;
});
afterAll(() => t.close());

describe('offers in the back office', () => {
  it('creates a coupon and each of the five automatic kinds, and reads each back as it was sent', async () => {
    for (const body of [coupon('festive20'), ...AUTOMATIC]) {
      const offer = await created(body);
      const { kind, label, ...rest } = body;
      const code = kind === 'coupon' ? 'FESTIVE20' : null;
      const expected = {
        id: offer.id,
        kind,
        code,
        label,
        state: 'scheduled',
        startsAt: '2026-11-30T18:30:00.000Z',
        endsAt: '2026-12-30T18:30:00.000Z',
        paused: false,
        definition: {
          ...rest,
          kind,
          label,
          ...(code ? { code } : {}),
          startsAt: '2026-11-30T18:30:00.000Z',
          endsAt: '2026-12-30T18:30:00.000Z',
        },
        totalUses: kind === 'coupon' ? 100 : null,
        usesPerCustomer: kind === 'coupon' ? 1 : null,
        used: 0,
        discountPaise: 0,
        salesPaise: 0,
        createdAt: clock.now().toISOString(),
        updatedAt: clock.now().toISOString(),
      };
      expect(offer).toEqual(expected);
      const read = await send('GET', `/api/admin/offers/${offer.id}`);
      expect(read.statusCode).toBe(200);
      expect(read.json()).toEqual(expected);
      const [audit] = await audits(offer.id, 'offer.create');
      expect(audit).toMatchObject({ staffName: 'Asha Owner', targetType: 'offer', before: null });
      expect(audit?.after).toMatchObject({ kind, label, state: 'scheduled', usedCount: 0 });
      clock.advance(1000);
    }
    const list = (await send('GET', '/api/admin/offers')).json<AdminOffersResponse>();
    expect(list.offers.map((offer) => offer.kind)).toEqual([
      'free-delivery',
      'prepaid',
      'tiered',
      'bundle',
      'buy-x-get-y',
      'coupon',
    ]);
  });

  it('refuses a code another offer has, whatever its case: 409 offer_code_taken', async () => {
    for (const code of ['FESTIVE20', 'festive20', ' Festive20 ']) {
      const res = await create(coupon(code));
      expect(res.statusCode, code).toBe(409);
      expect(res.json()).toEqual({
        message: 'FESTIVE20 is already the code of another offer.',
        code: 'offer_code_taken',
      });
    }
    expect(await t.database.db.select().from(offers).where(eq(offers.code, 'FESTIVE20'))).toHaveLength(1);
  });

  it("refuses every definition the domain's schema refuses: 400 with its message on the field", async () => {
    const cases: [object, string, string][] = [
      [coupon('PCT0', { discount: { type: 'percent', percent: 0 } }), 'discount.percent', P.percentRange],
      [coupon('PCT101', { discount: { type: 'percent', percent: 101 } }), 'discount.percent', P.percentRange],
      [coupon('FLAT0', { discount: { type: 'flat', amountPaise: 0 } }), 'discount.amountPaise', P.amountPositive],
      [coupon('FLATNEG', { discount: { type: 'flat', amountPaise: -500 } }), 'discount.amountPaise', P.amountPositive],
      [coupon('CAP0', { maxDiscountPaise: 0 }), 'maxDiscountPaise', P.amountPositive],
      [coupon('ENDS', { endsAt: '2026-11-30T00:00:00+05:30' }), 'endsAt', P.endBeforeStart],
      [coupon('FESTIVE 20'), 'code', P.codeCharacters],
      [coupon('FESTIVE_20'), 'code', P.codeCharacters],
      [coupon('-FESTIVE'), 'code', P.codeCharacters],
      [coupon('AB'), 'code', P.codeLength],
      [coupon('BADDATE', { startsAt: 'tomorrow' }), 'startsAt', 'Invalid ISO datetime'],
      [{ ...AUTOMATIC[1], pricePaise: 0 }, 'pricePaise', P.amountPositive],
      [{ ...AUTOMATIC[3], percent: 0 }, 'percent', P.percentRange],
      [{ ...AUTOMATIC[0], endsAt: window.startsAt }, 'endsAt', P.endBeforeStart],
    ];
    const before = (await t.database.db.select().from(offers)).length;
    for (const [body, field, message] of cases) {
      const res = await create(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json(), JSON.stringify(body)).toEqual({ message: `${field}: ${message}`, code: 'bad_request', field });
    }
    expect(await t.database.db.select().from(offers)).toHaveLength(before);
  });

  it('answers 404 for an unknown offer on every route', async () => {
    for (const id of [UNKNOWN, 'not-an-offer']) {
      const answers = [
        await send('GET', `/api/admin/offers/${id}`),
        await send('PATCH', `/api/admin/offers/${id}`, coupon('NEWCODE')),
        await send('POST', `/api/admin/offers/${id}/pause`),
        await send('POST', `/api/admin/offers/${id}/resume`),
        await send('POST', `/api/admin/offers/${id}/end`),
      ];
      for (const res of answers) {
        expect(res.statusCode, id).toBe(404);
        expect(res.json()).toEqual({ message: M.notFound, code: 'not_found' });
      }
    }
  });

  it('edits terms, window, limits; a used code stays, total uses not below those taken, the kind stays', async () => {
    const offer = await created(coupon('DIWALI-25', { totalUses: 10 }));
    const edited = await send('PATCH', `/api/admin/offers/${offer.id}`, coupon('diwali-30', { totalUses: 5 }));
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<AdminOffer>()).toMatchObject({ code: 'DIWALI-30', totalUses: 5 });
    const [audit] = await audits(offer.id, 'offer.update');
    expect(audit?.before).toMatchObject({ code: 'DIWALI-25', totalUses: 10 });
    expect(audit?.after).toMatchObject({ code: 'DIWALI-30', totalUses: 5 });

    const taken = await send('PATCH', `/api/admin/offers/${offer.id}`, coupon('FESTIVE20', { totalUses: 5 }));
    expect(taken.json()).toEqual({
      message: 'FESTIVE20 is already the code of another offer.',
      code: 'offer_code_taken',
    });
    // Three shoppers used it (as the checkout's ledger counts uses).
    const productId = await newProduct(t, 'Cotton Kurti', { M: { pricePaise: 79_900, stock: 10 } });
    for (let i = 0; i < 3; i++) {
      const shopper = await newShopper(t);
      const orderId = await newOrder(t, shopper.id, [{ productId, size: 'M', quantity: 1 }]);
      await t.database.db
        .insert(offerRedemptions)
        .values({ offerId: offer.id, userId: shopper.id, orderId, discountPaise: 15_980, state: 'used' });
    }
    await t.database.db.update(offers).set({ usedCount: 3 }).where(eq(offers.id, offer.id));

    const recoded = await send('PATCH', `/api/admin/offers/${offer.id}`, coupon('DIWALI-35', { totalUses: 5 }));
    expect(recoded.statusCode).toBe(409);
    expect(recoded.json()).toEqual({
      message:
        'DIWALI-30 has been used 3 times, so its code cannot change. End this coupon and create a new one with ' +
        'the new code.',
      code: 'offer_code_used',
    });
    const below = await send('PATCH', `/api/admin/offers/${offer.id}`, coupon('DIWALI-30', { totalUses: 2 }));
    expect(below.statusCode).toBe(409);
    expect(below.json()).toEqual({
      message:
        'This coupon has already been used 3 times. Set its total uses to 3 or more, or leave it empty for no limit.',
      code: 'offer_uses_below_taken',
    });
    const kind = await send('PATCH', `/api/admin/offers/${offer.id}`, AUTOMATIC[4]);
    expect(kind.statusCode).toBe(409);
    expect(kind.json()).toEqual({ message: M.kindFixed('coupon'), code: 'offer_kind_fixed' });
    expect(await audits(offer.id, 'offer.update')).toHaveLength(1);

    // The same code with a higher limit is fine; the figures count the three orders.
    const raised = await send('PATCH', `/api/admin/offers/${offer.id}`, coupon('DIWALI-30', { totalUses: 3 }));
    expect(raised.statusCode, raised.body).toBe(200);
    expect(raised.json<AdminOffer>()).toMatchObject({
      totalUses: 3,
      used: 3,
      discountPaise: 3 * 15_980,
      salesPaise: 3 * 79_900,
    });
  });

  it('pauses, resumes and ends an offer; its state follows the clock; an ended offer stays ended', async () => {
    clock.set(new Date('2026-11-25T10:00:00Z'));
    const offer = await created({ ...AUTOMATIC[4], label: 'Weekend free delivery' });
    const url = `/api/admin/offers/${offer.id}`;
    const stateNow = async () => (await send('GET', url)).json<AdminOffer>().state;
    expect(offer.state).toBe('scheduled');
    clock.set(new Date('2026-11-30T18:30:00Z')); // the start, 1 Dec 00:00 IST
    expect(await stateNow()).toBe('live');
    const live = (await send('GET', '/api/admin/offers?state=live')).json<AdminOffersResponse>();
    expect(live.offers.map((o) => o.id)).toContain(offer.id);

    const paused = await send('POST', `${url}/pause`);
    expect(paused.statusCode).toBe(200);
    expect(paused.json<AdminOffer>()).toMatchObject({ state: 'paused', paused: true });
    const pausedList = (await send('GET', '/api/admin/offers?state=paused')).json<AdminOffersResponse>();
    expect(pausedList.offers.map((o) => o.id)).toEqual([offer.id]);

    const resumed = await send('POST', `${url}/resume`);
    expect(resumed.json<AdminOffer>()).toMatchObject({ state: 'live', paused: false });
    const again = await send('POST', `${url}/resume`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: M.notPaused, code: 'action_not_allowed' });

    clock.advance(HOUR);
    const ended = await send('POST', `${url}/end`);
    expect(ended.statusCode).toBe(200);
    expect(ended.json<AdminOffer>()).toMatchObject({ state: 'ended', endsAt: '2026-11-30T19:30:00.000Z' });
    for (const action of ['resume', 'pause', 'end']) {
      const refused = await send('POST', `${url}/${action}`);
      expect(refused.statusCode, action).toBe(409);
      expect(refused.json()).toEqual({ message: M.ended, code: 'offer_ended' });
    }
    expect((await audits(offer.id, 'offer.pause')).map((a) => a.staffName)).toEqual(['Asha Owner']);
    expect(await audits(offer.id, 'offer.resume')).toHaveLength(1);
    const [end] = await audits(offer.id, 'offer.end');
    expect(end?.before).toMatchObject({ state: 'live', endsAt: '2026-12-30T18:30:00.000Z' });
    expect(end?.after).toMatchObject({ state: 'ended', endsAt: '2026-11-30T19:30:00.000Z' });
    // The window's end passes for the other offers too: at 31 Dec 00:00 IST they are ended.
    clock.set(new Date('2026-12-30T18:30:00Z'));
    const list = (await send('GET', '/api/admin/offers')).json<AdminOffersResponse>();
    expect(new Set(list.offers.map((o) => o.state))).toEqual(new Set(['ended']));
  });

  it('ends an offer not started yet: ended at once', async () => {
    clock.set(new Date('2026-11-25T10:00:00Z'));
    const offer = await created(coupon('LATER10'));
    const ended = await send('POST', `/api/admin/offers/${offer.id}/end`);
    expect(ended.statusCode).toBe(200);
    expect(ended.json<AdminOffer>()).toMatchObject({ state: 'ended', endsAt: '2026-11-25T10:00:00.000Z' });
  });

  it("refuses a manager every offers route with 403 missing_permission 'offers', and writes nothing", async () => {
    const [any] = await t.database.db.select().from(offers);
    const refusal = { message: missingPermissionMessage('offers'), code: 'missing_permission', permission: 'offers' };
    const before = (await t.database.db.select().from(offers)).length;
    const answers = [
      await send('GET', '/api/admin/offers', undefined, manager),
      await send('GET', `/api/admin/offers/${any?.id}`, undefined, manager),
      await send('POST', '/api/admin/offers', coupon('MANAGER5'), manager),
      await send('PATCH', `/api/admin/offers/${any?.id}`, coupon('MANAGER5'), manager),
      await send('POST', `/api/admin/offers/${any?.id}/pause`, undefined, manager),
      await send('POST', `/api/admin/offers/${any?.id}/resume`, undefined, manager),
      await send('POST', `/api/admin/offers/${any?.id}/end`, undefined, manager),
    ];
    for (const res of answers) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(refusal);
    }
    expect(await t.database.db.select().from(offers)).toHaveLength(before);
  });
});
