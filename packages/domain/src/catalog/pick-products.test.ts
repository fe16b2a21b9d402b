import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  categoryCover,
  categoryPreview,
  handpickedFavourites,
  heroImages,
  newArrivals,
  pickRandom,
  productsInCategory,
  similarProducts,
} from './pick-products';
import { testProduct } from './test-product';

/** A repeatable stand-in for Math.random. */
const sequence = (...values: number[]) => {
  let i = 0;
  return () => values[i++ % values.length] ?? 0;
};

const catalog = [
  testProduct({ _id: 'k1', category: 'kurti' }),
  testProduct({ _id: 's1', category: 'saree' }),
  testProduct({ _id: 'k2', category: 'Kurti' }),
  testProduct({ _id: 'k3', category: 'kurti' }),
  testProduct({ _id: 't1', category: 't-shirt' }),
  testProduct({ _id: 'k4', category: 'kurti' }),
  testProduct({ _id: 'k5', category: 'kurti' }),
  testProduct({ _id: 'k6', category: 'kurti' }),
  testProduct({ _id: 'x', category: '' }),
];
const ids = (list: { _id: string }[]) => list.map((p) => p._id);

describe('pickRandom', () => {
  it.each([
    [[1, 2, 3, 4, 5], 3, [0], [1, 2, 3]],
    [[1, 2, 3, 4, 5], 2, [0.99], [5, 1]],
    [[1, 2, 3], 5, [0], [1, 2, 3]],
    [[1, 2, 3], 0, [0], []],
    [[1, 2, 3], -1, [0], []],
    [[], 4, [0.5], []],
    [[1, 2, 3], 1, [1], [3]],
    [[1, 2, 3], 1, [Number.NaN], [1]],
  ])('picks from %j, n=%s, random=%j → %j', (items, n, randoms, expected) => {
    expect(pickRandom(items, n, sequence(...randoms))).toEqual(expected);
  });

  it('returns min(n, length) distinct items of the list and leaves it unchanged', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer()),
        fc.integer({ min: 0, max: 20 }),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        (items, n, r) => {
          const before = [...items];
          const picked = pickRandom(items, n, () => r);
          expect(picked).toHaveLength(Math.min(n, items.length));
          expect(new Set(picked).size).toBe(picked.length);
          expect(picked.every((item) => items.includes(item))).toBe(true);
          expect(items).toEqual(before);
        },
      ),
    );
  });
});

describe('newArrivals', () => {
  it('shows 4 random products ("New Arrivals: a grid of 4 random products")', () => {
    expect(ids(newArrivals(catalog, sequence(0)))).toEqual(['k1', 's1', 'k2', 'k3']);
  });
});

describe('productsInCategory / categoryPreview', () => {
  it('filters by category ignoring case', () => {
    expect(ids(productsInCategory(catalog, 'kurti'))).toEqual(['k1', 'k2', 'k3', 'k4', 'k5', 'k6']);
    expect(productsInCategory(catalog, 'all')).toHaveLength(catalog.length);
  });

  it('previews 4 random items of the category ("Each preview shows 4 random items")', () => {
    expect(ids(categoryPreview(catalog, 'kurti', undefined, sequence(0)))).toEqual(['k1', 'k2', 'k3', 'k4']);
    expect(categoryPreview(catalog, 'shorts')).toEqual([]);
  });
});

describe('similarProducts', () => {
  it.each([
    ['k1', 5, ['k2', 'k3', 'k4', 'k5', 'k6']],
    ['k6', 2, ['k1', 'k2']],
    ['s1', 5, []],
    ['x', 5, []],
  ])('for %s (max %s) → %j ("Up to 5 similar products from the same category.")', (id, max, expected) => {
    const product = catalog.find((p) => p._id === id) ?? testProduct();
    expect(ids(similarProducts(catalog, product, max))).toEqual(expected);
  });

  it('defaults to at most 5', () => {
    expect(similarProducts([...catalog, testProduct({ _id: 'k7' })], testProduct({ _id: 'k0' }))).toHaveLength(5);
  });
});

describe('the home page picks', () => {
  const stocked = (id: string, category: string, stock: number, images: string[]) =>
    testProduct({ _id: id, category, stock, images });
  const list = [
    stocked('a', 'kurti', 0, ['/a.jpg']),
    stocked('b', 'kurti', 3, []),
    stocked('c', 'saree', 2, ['/c1.jpg', '/c2.jpg']),
    stocked('d', 'kurti', 1, ['/d.jpg']),
    ...['e', 'f', 'g', 'h', 'i', 'j', 'k'].map((id) => stocked(id, 'shorts', 1, [`/${id}.jpg`])),
  ];

  it('takes the hero photos from the first 6 in-stock products that have one', () => {
    expect(heroImages(list)).toEqual(['/c1.jpg', '/d.jpg', '/e.jpg', '/f.jpg', '/g.jpg', '/h.jpg']);
    expect(heroImages(list, 1)).toEqual(['/c1.jpg']);
  });

  it.each([
    ['kurti', '/a.jpg'],
    ['saree', '/c1.jpg'],
    ['t-shirt', null],
  ] as const)('covers the %s tile with its first photo (%s)', (category, cover) => {
    expect(categoryCover(list, category)).toBe(cover);
  });

  it('picks 8 distinct favourites, all in stock', () => {
    const picks = handpickedFavourites(list, sequence(0.3, 0.7, 0.1));
    expect(picks).toHaveLength(8);
    expect(new Set(ids(picks)).size).toBe(8);
    expect(picks.every((p) => p.stock > 0)).toBe(true);
    expect(ids(picks)).not.toContain('a');
  });
});
