import type { PriceBasketInput, PricingLine } from './basket-types';
import type { AutomaticOffer, Coupon } from './offers';

/** Builders for the pricing tests: only the fields a case cares about need to be given. */
export const T0 = new Date('2026-12-01T00:00:00.000Z');
export const LATER = new Date('2026-12-31T18:30:00.000Z');

export function line(overrides: Partial<PricingLine> = {}): PricingLine {
  return {
    productId: 'p1',
    size: 'M',
    category: 'kurti',
    quantity: 1,
    unitPricePaise: 100_000,
    onSale: false,
    ...overrides,
  };
}

const common = {
  startsAt: new Date('2026-11-01T00:00:00.000Z'),
  endsAt: null,
  scope: { kind: 'shop' } as const,
  combinable: true,
  paused: false,
};

type Of<K extends AutomaticOffer['kind']> = Extract<AutomaticOffer, { kind: K }>;

export const buyXGetY = (o: Partial<Of<'buy-x-get-y'>> = {}): AutomaticOffer => ({
  ...common,
  id: 'b2g1',
  label: 'Buy 2 get 1 free',
  kind: 'buy-x-get-y',
  buyQuantity: 2,
  getQuantity: 1,
  reward: { type: 'free' },
  ...o,
});

export const bundle = (o: Partial<Of<'bundle'>> = {}): AutomaticOffer => ({
  ...common,
  id: 'any3',
  label: 'Any 3 for ₹999',
  kind: 'bundle',
  quantity: 3,
  pricePaise: 99_900,
  ...o,
});

export const tiered = (o: Partial<Of<'tiered'>> = {}): AutomaticOffer => ({
  ...common,
  id: 'tiers',
  label: '5% off above ₹2,000, 10% above ₹4,000',
  kind: 'tiered',
  tiers: [
    { minBasketPaise: 200_000, percent: 5 },
    { minBasketPaise: 400_000, percent: 10 },
  ],
  ...o,
});

export const prepaid = (o: Partial<Of<'prepaid'>> = {}): AutomaticOffer => ({
  ...common,
  id: 'upi10',
  label: 'Extra 10% off when you pay online',
  kind: 'prepaid',
  percent: 10,
  maxDiscountPaise: 20_000,
  ...o,
});

export const freeDelivery = (o: Partial<Of<'free-delivery'>> = {}): AutomaticOffer => ({
  ...common,
  id: 'ship',
  label: 'Free delivery above ₹1,499',
  kind: 'free-delivery',
  minBasketPaise: 149_900,
  ...o,
});

export function coupon(o: Partial<Coupon> = {}): Coupon {
  return {
    ...common,
    id: 'c1',
    label: 'Festive 20% off',
    kind: 'coupon',
    code: 'FESTIVE20',
    discount: { type: 'percent', percent: 20 },
    minBasketPaise: 0,
    maxDiscountPaise: null,
    totalUses: null,
    usesPerCustomer: null,
    firstOrderOnly: false,
    excludeSaleItems: false,
    payment: 'any',
    ...o,
  };
}

export function basket(overrides: Partial<PriceBasketInput> = {}): PriceBasketInput {
  return {
    lines: [line()],
    offers: [],
    coupon: null,
    payment: 'prepaid',
    fees: { deliveryFeePaise: 0, freeDeliveryFromPaise: null, codFeePaise: 0 },
    intraState: true,
    greyBand: 'higher',
    at: T0,
    ...overrides,
  };
}

export function withCoupon(definition: Coupon | null, code = 'festive20', usage = {}) {
  return { code, definition, usedTotal: 0, usedByCustomer: 0, customerEarlierOrders: 0, ...usage };
}
