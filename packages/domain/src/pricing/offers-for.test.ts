import { describe, expect, it } from 'vitest';
import { offersFor } from './offers-for';
import { priceBasket } from './price-basket';
import { refundOfReturn } from './refund-of-return';
import { basket, buyXGetY, freeDelivery, line, prepaid, tiered } from './test-offers';

const kurti = line({ productId: 'k1', category: 'kurti', quantity: 3, unitPricePaise: 60_000 });
const saree = line({ productId: 's1', category: 'saree', quantity: 1, unitPricePaise: 150_000 });
const OFFERS = [
  buyXGetY({ id: 'kurtis', scope: { kind: 'categories', categories: ['kurti'] } }),
  buyXGetY({ id: 'shorts', scope: { kind: 'categories', categories: ['shorts'] } }),
  tiered({ id: 'all', tiers: [{ minBasketPaise: 100_000, percent: 10 }], combinable: true }),
  tiered({ id: 'p9', scope: { kind: 'products', productIds: ['p9'] }, tiers: [{ minBasketPaise: 0, percent: 50 }] }),
  freeDelivery({ id: 'fd-p9', scope: { kind: 'products', productIds: ['p9'] }, minBasketPaise: 0 }),
  freeDelivery({ id: 'fd-saree', scope: { kind: 'products', productIds: ['s1'] }, minBasketPaise: 0 }),
];

describe('offersFor: the offers that can touch a bag', () => {
  it('keeps the offers whose scope takes in a line, in their order', () => {
    expect(offersFor([kurti, saree], OFFERS).map((o) => o.id)).toEqual(['kurtis', 'all', 'fd-saree']);
    expect(offersFor([saree], OFFERS).map((o) => o.id)).toEqual(['all', 'fd-saree']);
    expect(offersFor([kurti], OFFERS).map((o) => o.id)).toEqual(['kurtis', 'all']);
    expect(offersFor([], OFFERS)).toEqual([]);
  });

  it('prices the bag, and what is kept after a return, as all the offers would', () => {
    const fees = { deliveryFeePaise: 4_900, freeDeliveryFromPaise: null, codFeePaise: 2_900 };
    const all = basket({ lines: [kurti, saree], offers: OFFERS, fees, payment: 'cod' });
    const kept = { ...all, offers: offersFor(all.lines, all.offers) };
    expect(priceBasket(kept)).toEqual(priceBasket(all));
    // A free delivery for a product not in the bag waives nothing, even with no minimum.
    const kurtis = basket({ lines: [kurti], offers: OFFERS, fees, payment: 'cod' });
    expect(priceBasket(kurtis).fees).toMatchObject({ deliveryPaise: 4_900, deliveryWaivedPaise: 0 });
    expect(priceBasket({ ...kurtis, offers: offersFor(kurtis.lines, OFFERS) })).toEqual(priceBasket(kurtis));
    const returned = [{ lineIndex: 0, quantity: 1 }];
    expect(refundOfReturn({ priced: kept, snapshot: priceBasket(kept), returned })).toEqual(
      refundOfReturn({ priced: all, snapshot: priceBasket(all), returned }),
    );
  });
});

describe('priceBasket without the pay-online comparison', () => {
  it('prices the bag the same and only leaves out payOnline (an order being placed, a refund)', () => {
    const input = basket({ lines: [kurti, saree], offers: [...OFFERS, prepaid({ percent: 5 })], payment: 'cod' });
    const full = priceBasket(input);
    expect(full.payOnline).not.toBeNull();
    expect(priceBasket(input, { payOnline: false })).toEqual({ ...full, payOnline: null });
  });
});
