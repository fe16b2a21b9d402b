import type { ProductResponse, SearchResponse } from '@vastra/domain/api';
import { describe, expect, it } from 'vitest';
import { searchBody } from './search-body';

// The search's answer written from its products' kept JSON (search-body.ts) is JSON.stringify's, byte for byte.

const product = (n: number, title: string): ProductResponse => ({
  _id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  title,
  description: 'Line one,\n"quoted" — कुर्ती',
  category: 'kurti',
  sizes: ['S', 'M'],
  stockBySize: { S: 2, M: 0 },
  pricesBySize: { S: 799, M: 799 },
  originalPricesBySize: {},
  price: 799,
  originalPrice: null,
  stock: 2,
  images: ['/api/client/products/x/images/1.webp'],
});

const answer = (items: ProductResponse[], didYouMean: string | null): SearchResponse => ({
  items,
  total: items.length,
  nextCursor: items.length > 1 ? 'MjQ6YWJj' : null,
  facets: { categories: [{ value: 'kurti', name: 'Kurti', count: items.length }], sizes: [], priceBands: [] },
  didYouMean,
});

describe('searchBody', () => {
  it('writes what JSON.stringify writes, with no products, one, or a product seen in an earlier answer', () => {
    const a = product(1, 'Indigo Anarkali Kurti');
    const b = product(2, 'Silk "Banarasi" Saree');
    for (const response of [answer([], 'kurti'), answer([a], null), answer([a, b], null), answer([b, a], null)]) {
      expect(searchBody(response)).toBe(JSON.stringify(response));
    }
  });

  it('writes a new product object anew (a changed product is a new object in the snapshot)', () => {
    const before = product(3, 'Red Kurta');
    expect(searchBody(answer([before], null))).toContain('"title":"Red Kurta"');
    const after = { ...before, title: 'Red Cotton Kurta' };
    expect(searchBody(answer([after], null))).toBe(JSON.stringify(answer([after], null)));
  });
});
