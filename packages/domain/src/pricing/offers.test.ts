import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SalePrice } from './sale-price';
import { AutomaticOffer, Coupon, CouponCode } from './offers';
import { PRICING_MESSAGES as M } from './messages';

const couponInput = {
  id: 'c1',
  label: 'Festive',
  kind: 'coupon',
  code: ' festive-20 ',
  discount: { type: 'percent', percent: 20 },
  minBasketPaise: 0,
  maxDiscountPaise: null,
  totalUses: 100,
  usesPerCustomer: 1,
  firstOrderOnly: false,
  excludeSaleItems: true,
  payment: 'prepaid',
  startsAt: '2026-12-01T00:00:00+05:30',
  endsAt: '2026-12-31T23:59:59+05:30',
  scope: { kind: 'categories', categories: ['kurti'] },
  combinable: false,
  paused: false,
};

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('CouponCode', () => {
  it.each([
    ['festive20', 'FESTIVE20'],
    ['  Diwali-25 ', 'DIWALI-25'],
    ['abc', 'ABC'],
  ])('stores %j upper-cased as %j (codes are case-insensitive)', (typed, stored) => {
    expect(CouponCode.parse(typed)).toBe(stored);
  });

  it.each([
    ['AB', M.codeLength],
    ['A'.repeat(21), M.codeLength],
    ['FESTIVE 20', M.codeCharacters],
    ['FESTIVE_20', M.codeCharacters],
    ['-FESTIVE', M.codeCharacters],
    ['FESTIVE-', M.codeCharacters],
    ['दिवाली', M.codeCharacters],
  ])('refuses %j: "%s"', (typed, message) => {
    expect(firstMessage(CouponCode.safeParse(typed))).toBe(message);
  });
});

describe('Coupon', () => {
  it('reads a coupon from the API: dates with their offset, the code upper-cased', () => {
    const parsed = Coupon.parse(couponInput);
    expect(parsed.code).toBe('FESTIVE-20');
    expect(parsed.startsAt.toISOString()).toBe('2026-11-30T18:30:00.000Z');
  });

  it.each([
    [{ discount: { type: 'percent', percent: 0 } }, M.percentRange],
    [{ discount: { type: 'percent', percent: 101 } }, M.percentRange],
    [{ discount: { type: 'percent', percent: -5 } }, M.percentRange],
    [{ discount: { type: 'percent', percent: 12.5 } }, M.percentWhole],
    [{ discount: { type: 'flat', amountPaise: 0 } }, M.amountPositive],
    [{ discount: { type: 'flat', amountPaise: -100 } }, M.amountPositive],
    [{ maxDiscountPaise: 0 }, M.amountPositive],
    [{ minBasketPaise: -1 }, M.minimumNotNegative],
    [{ totalUses: 0 }, M.usesPositive],
    [{ endsAt: '2026-11-30T00:00:00+05:30' }, M.endBeforeStart],
    [{ endsAt: '2026-12-01T00:00:00+05:30' }, M.endBeforeStart],
    [{ scope: { kind: 'products', productIds: [] } }, M.scopeEmpty],
    [{ label: '  ' }, M.labelRequired],
    [{ code: 'FESTIVE 20' }, M.codeCharacters],
  ])('refuses %j: "%s"', (change, message) => {
    expect(firstMessage(Coupon.safeParse({ ...couponInput, ...change }))).toBe(message);
  });
});

describe('AutomaticOffer', () => {
  const base = {
    id: 'o1',
    label: 'Offer',
    startsAt: '2026-12-01T00:00:00Z',
    endsAt: null,
    scope: { kind: 'shop' },
    combinable: true,
    paused: false,
  };

  it.each([
    [{ kind: 'buy-x-get-y', buyQuantity: 2, getQuantity: 1, reward: { type: 'free' } }],
    [{ kind: 'bundle', quantity: 3, pricePaise: 99_900 }],
    [{ kind: 'tiered', tiers: [{ minBasketPaise: 200_000, percent: 5 }] }],
    [{ kind: 'prepaid', percent: 10, maxDiscountPaise: null }],
    [{ kind: 'free-delivery', minBasketPaise: 149_900 }],
  ])('accepts %j', (offer) => {
    expect(AutomaticOffer.safeParse({ ...base, ...offer }).success).toBe(true);
  });

  it.each([
    [{ kind: 'buy-x-get-y', buyQuantity: 0, getQuantity: 1, reward: { type: 'free' } }, M.quantityPositive],
    [{ kind: 'buy-x-get-y', buyQuantity: 2, getQuantity: 1, reward: { type: 'percent', percent: 0 } }, M.percentRange],
    [{ kind: 'bundle', quantity: 1, pricePaise: 99_900 }, M.bundleQuantity],
    [{ kind: 'bundle', quantity: 3, pricePaise: 0 }, M.amountPositive],
    [
      {
        kind: 'tiered',
        tiers: [
          { minBasketPaise: 400_000, percent: 10 },
          { minBasketPaise: 200_000, percent: 5 },
        ],
      },
      M.tiersAscending,
    ],
    [{ kind: 'prepaid', percent: 150, maxDiscountPaise: null }, M.percentRange],
    [{ kind: 'free-delivery', minBasketPaise: -1 }, M.minimumNotNegative],
    [{ kind: 'free-delivery', minBasketPaise: 0, endsAt: '2026-11-01T00:00:00Z' }, M.endBeforeStart],
  ])('refuses %j: "%s"', (offer, message) => {
    expect(firstMessage(AutomaticOffer.safeParse({ ...base, ...offer }))).toBe(message);
  });
});

describe('the offer schemas in the API contract', () => {
  it('have a JSON Schema for the OpenAPI document, a moment being a date-time string', () => {
    for (const schema of [Coupon, AutomaticOffer, SalePrice]) {
      expect(() => z.toJSONSchema(schema, { io: 'input' })).not.toThrow();
    }
    const coupon = z.toJSONSchema(Coupon, { io: 'input' }) as { properties: Record<string, unknown> };
    expect(coupon.properties.startsAt).toMatchObject({ type: 'string', format: 'date-time' });
  });
});
