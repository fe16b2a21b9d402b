import { describe, expect, it } from 'vitest';
import { discountPercent } from '../money';
import type { SalePrice } from './sale-price';
import { priceAt, saleNamesProduct } from './sale-price';

const START = new Date('2026-10-20T18:30:00.000Z'); // 21 Oct 2026, 00:00 IST: Diwali sale at midnight
const END = new Date('2026-10-25T18:30:00.000Z');
const piece = { productId: 'p1', size: 'M', category: 'kurti' as const, basePaise: 200_000 };

function sale(overrides: Partial<SalePrice>): SalePrice {
  return {
    id: 's',
    target: { kind: 'category', category: 'kurti' },
    price: { type: 'percent', percent: 20 },
    startsAt: START,
    endsAt: END,
    paused: false,
    ...overrides,
  };
}

describe('priceAt', () => {
  it('starts at midnight and ends on time, without anyone pressing a button', () => {
    const sales = [sale({})];
    expect(priceAt(piece, sales, new Date(START.getTime() - 1)).pricePaise).toBe(200_000);
    expect(priceAt(piece, sales, START)).toEqual({ pricePaise: 160_000, compareAtPaise: 200_000, saleId: 's' });
    expect(priceAt(piece, sales, new Date(END.getTime() - 1)).pricePaise).toBe(160_000);
    expect(priceAt(piece, sales, END)).toEqual({ pricePaise: 200_000, compareAtPaise: null, saleId: null });
  });

  it("gives the storefront badge's percent through discountPercent: 20 % off ₹2,000 → 20", () => {
    const at = priceAt(piece, [sale({})], START);
    expect(discountPercent(at.compareAtPaise, at.pricePaise)).toBe(20);
  });

  it('lets the most specific sale win: size over product over category, even when the category is lower', () => {
    const sales = [
      sale({ id: 'cat', price: { type: 'percent', percent: 50 } }),
      sale({ id: 'prod', target: { kind: 'product', productId: 'p1' }, price: { type: 'fixed', pricePaise: 150_000 } }),
      sale({
        id: 'size',
        target: { kind: 'size', productId: 'p1', size: 'M' },
        price: { type: 'fixed', pricePaise: 170_000 },
      }),
    ];
    expect(priceAt(piece, sales, START).saleId).toBe('size');
    expect(priceAt({ ...piece, size: 'L' }, sales, START).saleId).toBe('prod');
    expect(priceAt({ ...piece, productId: 'p2' }, sales, START)).toMatchObject({ saleId: 'cat', pricePaise: 100_000 });
  });

  it('takes the lowest price among sales of the same level, the earlier listed on a tie', () => {
    const sales = [
      sale({ id: 'a', price: { type: 'percent', percent: 10 } }),
      sale({ id: 'b', price: { type: 'fixed', pricePaise: 170_000 } }),
      sale({ id: 'c', price: { type: 'fixed', pricePaise: 170_000 } }),
    ];
    expect(priceAt(piece, sales, START)).toMatchObject({ saleId: 'b', pricePaise: 170_000 });
  });

  it('ignores a paused sale and a fixed price that would not lower the price', () => {
    const sales = [sale({ paused: true }), sale({ id: 'up', price: { type: 'fixed', pricePaise: 250_000 } })];
    expect(priceAt(piece, sales, START)).toEqual({ pricePaise: 200_000, compareAtPaise: null, saleId: null });
  });

  it('rounds a percent to the paisa, half up: 15 % off ₹999.99 → ₹849.99', () => {
    expect(
      priceAt({ ...piece, basePaise: 99_999 }, [sale({ price: { type: 'percent', percent: 15 } })], START),
    ).toMatchObject({ pricePaise: 84_999 });
  });

  it("strikes through the product's own original price when it is higher than the regular one", () => {
    const withMrp = { ...piece, originalPaise: 250_000 };
    expect(priceAt(withMrp, [], START)).toEqual({ pricePaise: 200_000, compareAtPaise: 250_000, saleId: null });
    expect(priceAt(withMrp, [sale({})], START)).toEqual({ pricePaise: 160_000, compareAtPaise: 250_000, saleId: 's' });
  });
});

describe('saleNamesProduct', () => {
  const named = (target: SalePrice['target']) =>
    saleNamesProduct(
      {
        id: 's',
        target,
        price: { type: 'percent', percent: 10 },
        startsAt: new Date('2026-01-01T00:00:00Z'),
        endsAt: new Date('2026-02-01T00:00:00Z'),
        paused: false,
      },
      { productId: 'p1', category: 'kurti' },
    );

  it.each([
    [{ kind: 'product', productId: 'p1' }, true],
    [{ kind: 'size', productId: 'p1', size: 'M' }, true],
    [{ kind: 'category', category: 'kurti' }, true],
    [{ kind: 'product', productId: 'p2' }, false],
    [{ kind: 'size', productId: 'p2', size: 'M' }, false],
    [{ kind: 'category', category: 'saree' }, false],
  ] as const)('%o names product p1 of kurti: %s', (target, expected) => {
    expect(named(target)).toBe(expected);
  });
});
