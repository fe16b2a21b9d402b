import type { ProductResponse, SearchResponse } from '@vastra/domain/api';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { searchBody } from './search-body';
import {
  createSearchIndex,
  type AttributeDefinition,
  type CategoryDefinition,
  type SearchFilters,
} from './search-index';

// A page's facets are written as JSON from pieces made once per index, never read as objects on the way
// (search-facets.ts): the bytes must be JSON.stringify's of the same facets read as objects, for any catalogue and
// filters (Hindi names, a hidden category chosen from an old link, a chosen size or value no product has).

const DEFINITIONS: AttributeDefinition[] = [
  {
    slug: 'fabric',
    name: 'Fabric',
    hindiName: 'कपड़ा',
    filter: true,
    values: [
      { slug: 'cotton', name: 'Cotton', hindiName: 'सूती' },
      { slug: 'silk', name: 'Silk "pure"', hindiName: '' },
      { slug: 'rayon', name: 'Rayon' },
    ],
  },
  { slug: 'colour', name: 'Colour', filter: true, values: ['red', 'blue'].map((v) => ({ slug: v, name: v })) },
  { slug: 'care', name: 'Care', filter: false, values: [{ slug: 'dry-clean', name: 'Dry clean' }] },
];
const CATEGORIES: CategoryDefinition[] = [
  { slug: 'kurti', name: 'Kurti', hindiName: 'कुर्ती', hidden: false },
  { slug: 'lehenga', name: 'Lehenga', hindiName: '', hidden: true },
  { slug: 'saree', name: 'Saree & Sari', hindiName: '', hidden: false },
];
const SIZES = ['S', 'M', 'L', 'Free'];
const VALUES = ['fabric:cotton', 'fabric:silk', 'fabric:rayon', 'colour:red', 'colour:blue', 'care:dry-clean'];

function productOf(p: { category: string; price: number; stock: number[]; values: string[] }, n: number) {
  const sizes = SIZES.slice(0, p.stock.length);
  const product: ProductResponse = {
    _id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    title: `Product ${n}`,
    description: '',
    category: p.category,
    sizes,
    stockBySize: Object.fromEntries(sizes.map((s, i) => [s, p.stock[i] ?? 0])),
    pricesBySize: Object.fromEntries(sizes.map((s) => [s, p.price])),
    originalPricesBySize: {},
    price: p.price,
    originalPrice: null,
    stock: p.stock.reduce((a, b) => a + b, 0),
    images: [],
    attributes: DEFINITIONS.flatMap((d) => {
      const values = p.values.filter((v) => v.startsWith(`${d.slug}:`)).map((v) => v.split(':')[1] as string);
      return values.length ? [{ slug: d.slug, name: d.name, values: values.map((v) => ({ slug: v, name: v })) }] : [];
    }),
  };
  return product;
}

const productArb = fc.record({
  category: fc.constantFrom('kurti', 'lehenga', 'saree', 'unknown'),
  price: fc.integer({ min: 199, max: 4999 }),
  stock: fc.array(fc.integer({ min: 0, max: 2 }), { minLength: 1, maxLength: 4 }),
  values: fc.subarray(VALUES),
});

const filtersArb: fc.Arbitrary<SearchFilters> = fc
  .record({
    category: fc.option(fc.constantFrom('kurti', 'lehenga', 'saree', 'unknown'), { nil: undefined }),
    sizes: fc.option(fc.subarray([...SIZES, 'XXL'], { minLength: 1 }), { nil: undefined }),
    inStock: fc.boolean(),
    fabric: fc.subarray(['cotton', 'silk', 'linen']),
    colour: fc.subarray(['red', 'blue']),
  })
  .map(({ category, sizes, inStock, fabric, colour }) => {
    const attributes = { ...(fabric.length ? { fabric } : {}), ...(colour.length ? { colour } : {}) };
    return {
      inStock,
      ...(category === undefined ? {} : { category }),
      ...(sizes === undefined ? {} : { sizes }),
      ...(Object.keys(attributes).length ? { attributes } : {}),
    };
  });

const answerOf = (facets: SearchResponse['facets']): SearchResponse => ({
  items: [],
  total: 0,
  nextCursor: null,
  facets,
  didYouMean: null,
});

describe('facets written from their pieces', () => {
  it('are JSON.stringify of the facets read as objects, to the byte, for any catalogue and filters', () => {
    fc.assert(
      fc.property(fc.array(productArb, { maxLength: 40 }), filtersArb, fc.boolean(), (raw, filters, bitsets) => {
        const products = raw.map(productOf);
        const index = createSearchIndex(products, new Map(), DEFINITIONS, CATEGORIES, bitsets ? 0 : Infinity);
        const { facets } = index.page(index.candidates('newest', null), filters, 0, 12);
        // Written first, before anything reads the facets as objects.
        const body = searchBody(answerOf(facets));
        expect(body).toEqual(Buffer.from(JSON.stringify(answerOf(facets)), 'utf8'));
      }),
      { numRuns: 300 },
    );
  });

  it('are read as objects with the Hindi names and the hidden category chosen, and written as they read', () => {
    const products = [
      productOf({ category: 'lehenga', price: 999, stock: [1, 0], values: ['fabric:cotton', 'colour:red'] }, 0),
      productOf({ category: 'kurti', price: 499, stock: [2], values: ['fabric:silk', 'care:dry-clean'] }, 1),
    ];
    const index = createSearchIndex(products, new Map(), DEFINITIONS, CATEGORIES, Infinity);
    const filters = { inStock: false, category: 'lehenga', attributes: { fabric: ['cotton'] } };
    const { facets } = index.page(index.candidates('newest', null), filters, 0, 12);
    // Each facet counts with the other filters: the hidden Lehenga shown while chosen, silk (none) left out.
    expect(facets).toEqual({
      categories: [
        { value: 'kurti', name: 'Kurti', count: 0 },
        { value: 'lehenga', name: 'Lehenga', count: 1 },
        { value: 'saree', name: 'Saree & Sari', count: 0 },
      ],
      sizes: [{ value: 'S', count: 1 }],
      priceBands: [
        { min: 0, max: 499, count: 0 },
        { min: 500, max: 999, count: 1 },
        { min: 1000, max: 1999, count: 0 },
        { min: 2000, max: null, count: 0 },
      ],
      attributes: [
        {
          slug: 'fabric',
          name: 'Fabric',
          hindiName: 'कपड़ा',
          values: [{ value: 'cotton', name: 'Cotton', hindiName: 'सूती', count: 1 }],
        },
        { slug: 'colour', name: 'Colour', values: [{ value: 'red', name: 'red', count: 1 }] },
      ],
    });
    expect(searchBody(answerOf(facets))).toEqual(Buffer.from(JSON.stringify(answerOf(facets)), 'utf8'));
  });
});
