import { bench, describe } from 'vitest';
import { CATEGORIES } from '../catalog';
import type { AutomaticOffer, OfferScope } from './offers';
import { priceBasket } from './price-basket';
import { basket, bundle, buyXGetY, coupon, freeDelivery, line, prepaid, tiered, withCoupon } from './test-offers';

// Pricing a 10-line bag against 100 live offers (20 of each kind, half combinable, scopes mixed) and a combinable
// coupon: `npx vitest bench --run packages/domain/src/pricing` (BENCHMARKS.md, "Basket pricing").
const lines = Array.from({ length: 10 }, (_, i) =>
  line({
    productId: `p${i}`,
    category: CATEGORIES[i % CATEGORIES.length],
    quantity: 1 + (i % 3),
    unitPricePaise: 49_900 + i * 23_100,
    onSale: i % 4 === 0,
  }),
);

const scopeOf = (i: number): OfferScope =>
  i % 3 === 0
    ? { kind: 'shop' }
    : i % 3 === 1
      ? { kind: 'categories', categories: [CATEGORIES[i % CATEGORIES.length] ?? 'kurti'] }
      : { kind: 'products', productIds: [`p${i % 10}`, `p${(i + 3) % 10}`] };

const offers: AutomaticOffer[] = Array.from({ length: 100 }, (_, i) => {
  const o = { id: `o${i}`, combinable: i % 2 === 0, scope: scopeOf(i) };
  switch (i % 5) {
    case 0:
      return buyXGetY({ ...o, buyQuantity: 1 + (i % 3), getQuantity: 1 });
    case 1:
      return bundle({ ...o, quantity: 2 + (i % 3), pricePaise: 99_900 + i * 1_000 });
    case 2:
      return tiered({ ...o, tiers: [{ minBasketPaise: i * 5_000, percent: 1 + (i % 15) }] });
    case 3:
      return prepaid({ ...o, percent: 1 + (i % 10) });
    default:
      return freeDelivery({ ...o, minBasketPaise: i * 10_000 });
  }
});

const input = basket({
  lines,
  offers,
  coupon: withCoupon(coupon({ combinable: true })),
  payment: 'cod',
  fees: { deliveryFeePaise: 9_900, freeDeliveryFromPaise: 10_000_000, codFeePaise: 4_900 },
});

// Long runs after a warm-up: this box's 2 cores are shared, and a short run measures its neighbours, not the code.
const options = { time: 5_000, warmupIterations: 200 };

describe('priceBasket', () => {
  bench(
    '10 lines, 100 live offers, a coupon, cash on delivery (priced twice: with the pay-online lever)',
    () => {
      priceBasket(input);
    },
    options,
  );
  bench(
    '10 lines, no offers, no coupon',
    () => {
      priceBasket(basket({ lines, payment: 'cod' }));
    },
    options,
  );
});
