import { describe, expect, it } from 'vitest';
import type { AttributeDefinition } from './search-index';
import { readQuery } from './search-query';

// A search's query read into what its answer depends on (search-query.ts); the words of one text are read once and
// shared by the readings made from it.

const definitions = [{ slug: 'fabric', filter: true }] as unknown as AttributeDefinition[];

describe('readQuery', () => {
  it('reads the same words the same way each time, whatever the filters, and shares them read-only', () => {
    const first = readQuery({ q: 'Silk  Sarees under 2000', sort: 'relevance' }, definitions);
    const again = readQuery(
      { q: 'Silk  Sarees under 2000', sort: 'price_asc', attributes: { fabric: ['silk', 'silk'] } },
      definitions,
    );
    expect(first).toEqual({
      terms: ['silk', 'saree'],
      filters: { inStock: false, maxPrice: 2000 },
      sort: 'relevance',
      limit: 24,
    });
    expect(again).toEqual({
      terms: ['silk', 'saree'],
      filters: { inStock: false, maxPrice: 2000, attributes: { fabric: ['silk'] } },
      sort: 'price_asc',
      limit: 24,
    });
    expect(again.terms).toBe(first.terms);
    expect(() => (first.terms as string[]).push('kurta')).toThrow(TypeError);
    expect(readQuery({ q: 'Silk  Sarees under 2000' }, definitions).terms).toEqual(['silk', 'saree']);
  });

  it('a price typed in the words and one in the filters: the narrower of each bound', () => {
    const read = readQuery({ q: 'kurti under 900', maxPrice: 700, minPrice: 300 }, definitions);
    expect(read.filters).toEqual({ inStock: false, minPrice: 300, maxPrice: 700 });
    expect(readQuery({ q: 'kurti under 900', maxPrice: 1200 }, definitions).filters.maxPrice).toBe(900);
  });
});
