import type { ProductResponse } from '@vastra/domain/api';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allBits, BitsPool, count, countBoth, emptyBits, hasBit, intersect, setBit, union } from './search-bits';
import { createSearchIndex, type AttributeDefinition, type IndexEntry, type SearchFilters } from './search-index';
import type { SortKeyRow } from './search.repository';

// The search counts a few candidates one by one and many by bitsets (docs/decisions/134-search-counts-by-bitset.md):
// both ways must give the same page, total and facets for any catalogue, match, filters and sort.

describe('bitsets', () => {
  it('count, intersect and unite positions, the last word holding only the positions below the size', () => {
    const a = emptyBits(70);
    [0, 31, 32, 69].forEach((p) => setBit(a, p));
    const b = emptyBits(70);
    [31, 40, 69].forEach((p) => setBit(b, p));
    expect(count(allBits(70))).toBe(70);
    expect(count(allBits(64))).toBe(64);
    expect(count(a)).toBe(4);
    expect(countBoth(a, b)).toBe(2);
    expect(countBoth(a, null)).toBe(4);
    expect([...Array(70).keys()].filter((p) => hasBit(intersect(70, [a, null, b]), p))).toEqual([31, 69]);
    expect(count(union(70, [a, b]))).toBe(5);
    expect(count(intersect(70, [null]))).toBe(70);
  });

  it('write into a lent bitset whatever it held, and a pool lends the same bitsets again once given back', () => {
    const a = emptyBits(70);
    [1, 40].forEach((p) => setBit(a, p));
    const b = emptyBits(70);
    [40, 69].forEach((p) => setBit(b, p));
    const pool = new BitsPool(70);
    const dirty = pool.take().fill(0xffffffff);
    expect(intersect(70, [a, b], dirty)).toBe(dirty);
    expect([...Array(70).keys()].filter((p) => hasBit(dirty, p))).toEqual([40]);
    const other = pool.take().fill(0xffffffff);
    expect(count(union(70, [a, b], other))).toBe(3);
    expect(count(intersect(70, [null, null], other))).toBe(70);
    pool.giveBack();
    const again = [pool.take(), pool.take()];
    expect(again.includes(dirty) && again.includes(other)).toBe(true);
    expect(pool.take()).not.toBe(dirty);
  });
});

const SIZES = ['S', 'M', 'L', 'XL', 'Free'];
const CATEGORIES = ['kurti', 'saree', 'suit', 't-shirt', 'shorts'];
const DEFINITIONS: AttributeDefinition[] = [
  {
    slug: 'fabric',
    name: 'Fabric',
    filter: true,
    values: ['cotton', 'silk', 'rayon'].map((v) => ({ slug: v, name: v })),
  },
  { slug: 'colour', name: 'Colour', filter: true, values: ['red', 'blue', 'green'].map((v) => ({ slug: v, name: v })) },
  { slug: 'care', name: 'Care', filter: false, values: ['dry-clean'].map((v) => ({ slug: v, name: v })) },
];

const productArb: fc.Arbitrary<RawProduct> = fc.record({
  category: fc.constantFrom(...CATEGORIES, 'lehenga'),
  price: fc.integer({ min: 199, max: 4999 }),
  discounted: fc.boolean(),
  stock: fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 1, maxLength: 4 }),
  values: fc.subarray(['fabric:cotton', 'fabric:silk', 'fabric:rayon', 'colour:red', 'colour:blue', 'care:dry-clean']),
  createdAt: fc.integer({ min: 0, max: 1000 }),
  sold: fc.integer({ min: 0, max: 20 }),
});

type RawProduct = {
  category: string;
  price: number;
  discounted: boolean;
  stock: number[];
  values: string[];
  createdAt: number;
  sold: number;
};

function productOf(p: RawProduct, n: number): ProductResponse {
  const sizes = SIZES.slice(0, p.stock.length);
  const attributes = DEFINITIONS.flatMap((d) => {
    const values = p.values.filter((v) => v.startsWith(`${d.slug}:`)).map((v) => v.split(':')[1] as string);
    return values.length ? [{ slug: d.slug, name: d.name, values: values.map((v) => ({ slug: v, name: v })) }] : [];
  });
  return {
    _id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    title: `Product ${n}`,
    description: '',
    category: p.category,
    sizes,
    stockBySize: Object.fromEntries(sizes.map((s, i) => [s, p.stock[i] ?? 0])),
    pricesBySize: Object.fromEntries(sizes.map((s) => [s, p.price])),
    originalPricesBySize: {},
    price: p.price,
    originalPrice: p.discounted ? p.price + 500 : null,
    stock: p.stock.reduce((a, b) => a + b, 0),
    images: [],
    attributes,
  };
}

const filtersArb: fc.Arbitrary<SearchFilters> = fc
  .record({
    category: fc.option(fc.constantFrom(...CATEGORIES, 'lehenga', 'unknown'), { nil: undefined }),
    sizes: fc.option(fc.subarray([...SIZES, 'XXL'], { minLength: 1 }), { nil: undefined }),
    minPrice: fc.option(fc.integer({ min: 0, max: 3000 }), { nil: undefined }),
    maxPrice: fc.option(fc.integer({ min: 1000, max: 6000 }), { nil: undefined }),
    inStock: fc.boolean(),
    fabric: fc.subarray(['cotton', 'silk', 'linen']),
    colour: fc.subarray(['red', 'green']),
  })
  .map(({ fabric, colour, ...rest }) => {
    const attributes = { ...(fabric.length ? { fabric } : {}), ...(colour.length ? { colour } : {}) };
    const filters: SearchFilters = { inStock: rest.inStock };
    if (rest.category !== undefined) filters.category = rest.category;
    if (rest.sizes !== undefined) filters.sizes = rest.sizes;
    if (rest.minPrice !== undefined) filters.minPrice = rest.minPrice;
    if (rest.maxPrice !== undefined) filters.maxPrice = rest.maxPrice;
    if (Object.keys(attributes).length) filters.attributes = attributes;
    return filters;
  });

const ids = (entries: readonly IndexEntry[]) => entries.map((e) => e.product._id);

/** At most one of the filters: counted from the match's own counts (search-bitset-page.ts `countsFromMatch`). */
const oneFilterArb: fc.Arbitrary<SearchFilters> = fc.oneof(
  fc.constant({ inStock: false }),
  fc.constant({ inStock: true }),
  fc.constantFrom(...CATEGORIES, 'unknown').map((category) => ({ inStock: false, category })),
  fc.subarray(SIZES, { minLength: 1 }).map((sizes) => ({ inStock: false, sizes })),
  fc.integer({ min: 0, max: 3000 }).map((minPrice) => ({ inStock: false, minPrice, maxPrice: minPrice + 1500 })),
  fc.subarray(['cotton', 'silk'], { minLength: 1 }).map((fabric) => ({ inStock: false, attributes: { fabric } })),
  fc.subarray(['red', 'blue'], { minLength: 1 }).map((colour) => ({ inStock: false, attributes: { colour } })),
);

/**
 * Pages of a random catalogue and match, by bitsets (`counting`) and by a scan, compared; the bitset index was asked
 * for a page of the same candidates first, with `before`'s filters (what that page kept must not change this one).
 */
function samePageEachWay(
  filtersOf: fc.Arbitrary<SearchFilters>,
  countings: readonly ('per-facet' | 'per-product' | 'auto')[],
  numRuns: number,
) {
  fc.assert(
    fc.property(
      fc.array(productArb, { minLength: 0, maxLength: 80 }),
      fc.option(fc.array(fc.nat(), { maxLength: 60 }), { nil: null }),
      filtersOf,
      fc.constantFrom('relevance', 'newest', 'price_asc', 'price_desc', 'discount', 'popular' as const),
      fc.integer({ min: 0, max: 30 }),
      fc.constantFrom(...countings),
      fc.boolean(),
      fc.oneof(filtersArb, oneFilterArb),
      (raw, match, filters, sort, offset, counting, ranked, before) => {
        const products = raw.map(productOf);
        const keys = new Map<string, SortKeyRow>(
          products.map((p, n) => [p._id, { id: p._id, createdAt: raw[n]?.createdAt ?? 0, sold: raw[n]?.sold ?? 0 }]),
        );
        const byScan = createSearchIndex(products, keys, DEFINITIONS, undefined, Infinity);
        const byBits = createSearchIndex(products, keys, DEFINITIONS, undefined, 0, {
          counting,
          rankedFrom: ranked ? 0 : undefined,
        });
        const within = (index: typeof byScan) =>
          match === null
            ? null
            : [...new Set(match.map((n) => products[n % Math.max(1, products.length)]?._id))].flatMap((id) => {
                const entry = id === undefined ? undefined : index.entry(id);
                return entry ? [entry] : [];
              });
        const a = byScan.page(byScan.candidates(sort, within(byScan)), filters, offset, 12);
        const candidates = byBits.candidates(sort, within(byBits));
        byBits.page(candidates, before, 0, 12);
        const b = byBits.page(candidates, filters, offset, 12);
        expect(ids(b.entries)).toEqual(ids(a.entries));
        expect(b.total).toBe(a.total);
        expect(b.facets).toEqual(a.facets);
      },
    ),
    { numRuns },
  );
}

describe('a page counted by bitsets is the page counted one by one', () => {
  it('for any catalogue, text match, filters, sort and offset, counted each way, found by walking or by rank', () => {
    samePageEachWay(filtersArb, ['per-facet', 'per-product', 'auto'], 600);
  });

  it("with one filter or none, counted from the match's own counts", () => {
    samePageEachWay(oneFilterArb, ['auto'], 400);
  });

  it("over more products than the counting's first work arrays hold (search-count-few.ts `scratch`)", () => {
    const raw = fc.sample(productArb, { numRuns: 2500, seed: 20261207 });
    const products = raw.map(productOf);
    const keys = new Map(products.map((p) => [p._id, { id: p._id, createdAt: 0, sold: 0 }]));
    const byScan = createSearchIndex(products, keys, DEFINITIONS, undefined, Infinity);
    for (const counting of ['per-product', 'auto'] as const) {
      const byBits = createSearchIndex(products, keys, DEFINITIONS, undefined, 0, { counting });
      for (const filters of [{ inStock: false }, { inStock: false, attributes: { fabric: ['cotton', 'silk'] } }]) {
        const a = byScan.page(byScan.candidates('relevance', null), filters, 0, 12);
        const b = byBits.page(byBits.candidates('relevance', null), filters, 0, 12);
        expect(b.total).toBeGreaterThan(1024);
        expect(b.facets).toEqual(a.facets);
      }
    }
  });
});

const sortArb = fc.constantFrom('relevance', 'newest', 'price_asc', 'price_desc', 'discount', 'popular' as const);

describe('counts kept per match and filters (search-bitset-page.ts `countsKeptOf`)', () => {
  it('give the page counted one by one, for any sequence of filters, sorts and offsets over one match', () => {
    fc.assert(
      fc.property(
        fc.array(productArb, { minLength: 1, maxLength: 80 }),
        fc.option(fc.array(fc.nat(), { maxLength: 60 }), { nil: null }),
        fc.array(fc.tuple(fc.oneof(filtersArb, oneFilterArb), sortArb, fc.integer({ min: 0, max: 30 })), {
          minLength: 2,
          maxLength: 12,
        }),
        (raw, match, asks) => {
          const products = raw.map(productOf);
          const keys = new Map<string, SortKeyRow>(
            products.map((p, n) => [p._id, { id: p._id, createdAt: raw[n]?.createdAt ?? 0, sold: raw[n]?.sold ?? 0 }]),
          );
          const byScan = createSearchIndex(products, keys, DEFINITIONS, undefined, Infinity);
          const byBits = createSearchIndex(products, keys, DEFINITIONS, undefined, 0);
          const matched = (index: typeof byScan) =>
            match === null
              ? null
              : [...new Set(match.map((n) => products[n % products.length]?._id))].flatMap((id) => {
                  const entry = id === undefined ? undefined : index.entry(id);
                  return entry ? [entry] : [];
                });
          const [scanWithin, bitsWithin] = [matched(byScan), matched(byBits)];
          for (const [filters, sort, offset] of asks) {
            const a = byScan.page(byScan.candidates(sort, scanWithin), filters, offset, 12);
            const b = byBits.page(byBits.candidates(sort, bitsWithin), filters, offset, 12);
            expect(ids(b.entries)).toEqual(ids(a.entries));
            expect(b.total).toBe(a.total);
            expect(b.facets).toEqual(a.facets);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('are shared by the sorts of one match, and a filter added reuses the counts without it', () => {
    const raw: RawProduct[] = [...Array(40).keys()].map((n) => ({
      category: CATEGORIES[n % 5] as string,
      price: 300 + n * 50,
      discounted: n % 3 === 0,
      stock: [n % 2, 1],
      values: [n % 2 ? 'fabric:cotton' : 'fabric:silk', n % 3 ? 'colour:red' : 'colour:blue'],
      createdAt: n,
      sold: 40 - n,
    }));
    const products = raw.map(productOf);
    const keys = new Map(products.map((p, n) => [p._id, { id: p._id, createdAt: n, sold: 40 - n }]));
    const index = createSearchIndex(products, keys, DEFINITIONS, undefined, 0);
    const within = products.slice(0, 30).map((p) => index.entry(p._id) as IndexEntry);
    const byPrice = index.candidates('price_asc', within);
    expect(index.candidates('newest', within).bits).toBe(byPrice.bits);
    const cotton = { inStock: false, attributes: { fabric: ['cotton'] } };
    const first = index.page(byPrice, cotton, 0, 12);
    const again = index.page(index.candidates('popular', within), cotton, 0, 12);
    // Another sort of the same match and filters: the same counts, the same facets.
    expect(again.facets).toEqual(first.facets);
    const both = index.page(byPrice, { inStock: false, attributes: { fabric: ['cotton'], colour: ['red'] } }, 0, 12);
    // Fabric counts with the colour filter alone, colour with the fabric filter alone.
    expect(both.facets.attributes?.find((a) => a.slug === 'colour')?.values).toEqual(
      first.facets.attributes?.find((a) => a.slug === 'colour')?.values,
    );
    expect(both.total).toBe(within.filter((e) => raw[e.position]?.values.join() === 'fabric:cotton,colour:red').length);
  });
});
