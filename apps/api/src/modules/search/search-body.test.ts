import { ProductCardResponse, type ProductResponse, type SearchResponse } from '@vastra/domain/api';
import { describe, expect, it } from 'vitest';
import { cardOf, cardsOf, searchBody } from './search-body';
import { createSearchIndex, type IndexEntry } from './search-index';

// The search's answer written from its cards' kept bytes (search-body.ts) is JSON.stringify's in UTF-8, byte for byte
// (Hindi titles and names included); a card is its product without what only the product's page shows
// (docs/decisions/162-search-answers-list-cards.md).

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

const answer = (products: ProductResponse[], didYouMean: string | null): SearchResponse => ({
  items: products.map(cardOf),
  total: products.length,
  nextCursor: products.length > 1 ? 'MjQ6YWJj' : null,
  facets: { categories: [{ value: 'kurti', name: 'Kurti', count: products.length }], sizes: [], priceBands: [] },
  didYouMean,
});

describe('searchBody', () => {
  it('writes what JSON.stringify writes, with no products, one, or a product seen in an earlier answer', () => {
    const a = product(1, 'Indigo Anarkali Kurti');
    const b = product(2, 'Silk "Banarasi" Saree');
    const hindi = { ...product(6, 'Kaftan'), hindi: { title: 'काफ़्तान 😀', description: '' } };
    const named = (response: SearchResponse): SearchResponse => ({
      ...response,
      facets: { ...response.facets, categories: [{ value: 'kaftan', name: 'काफ़्तान', count: 1 }] },
    });
    for (const response of [
      answer([], 'kurti'),
      answer([], 'साड़ी'),
      answer([a], null),
      answer([a, b], null),
      answer([b, a], null),
      answer([hindi, a], null),
      named(answer([a, hindi], 'कुर्ती')),
    ]) {
      expect(searchBody(response)).toEqual(Buffer.from(JSON.stringify(response), 'utf8'));
    }
  });

  it('writes a new product object anew (a changed product is a new object in the snapshot)', () => {
    const before = product(3, 'Red Kurta');
    expect(searchBody(answer([before], null)).toString('utf8')).toContain('"title":"Red Kurta"');
    const after = { ...before, title: 'Red Cotton Kurta' };
    expect(searchBody(answer([after], null))).toEqual(Buffer.from(JSON.stringify(answer([after], null)), 'utf8'));
  });
});

describe('cardOf', () => {
  it('keeps every field of the product but its description, attributes and photos per colour; the Hindi title', () => {
    const full: ProductResponse = {
      ...product(4, 'Red Cotton Kurta'),
      rating: { average: 4.5, count: 2 },
      attributes: [{ slug: 'fabric', name: 'Fabric', values: [{ slug: 'cotton', name: 'Cotton' }] }],
      option2Name: 'Colour',
      sizes: ['M / Red', 'M / Blue'],
      photosByOption: { Red: [0], Blue: [1] },
      hindi: { title: 'लाल सूती कुर्ता', description: 'सूती' },
    };
    const card = cardOf(full);
    // Every other field as the product has it, and the Hindi title alone.
    const { description: _d, attributes: _a, photosByOption: _p, hindi: _h, ...shown } = full;
    expect(card).toEqual({ ...shown, hindi: { title: 'लाल सूती कुर्ता' } });
    expect(Object.keys(card)).toHaveLength(14);
    // The contract's card schema holds it whole (it drops keys it does not know).
    expect(ProductCardResponse.parse(card)).toEqual(card);
    expect(cardOf(full)).toBe(card);
    expect(cardOf(product(5, 'No Hindi'))).not.toHaveProperty('hindi');
  });
});

describe('cardsOf', () => {
  it("gives the entries' cards and bytes, kept on each entry; a newer copy of a product is listed instead", () => {
    const products = [product(6, 'Red Kurta'), product(7, 'Blue Kurta')];
    const index = createSearchIndex(products, new Map(), []);
    const entries = products.map((p) => index.entry(p._id) as IndexEntry);
    const first = cardsOf(entries, null);
    expect(first.items).toEqual(products.map(cardOf));
    expect(first.cardBytes).toEqual(first.items.map((card) => JSON.stringify(card)));
    expect(entries.map((e) => e.card)).toEqual(first.items);
    expect(cardsOf(entries, null).items[1]).toBe(first.items[1]);

    const restocked = { ...(products[1] as ProductResponse), stock: 9, stockBySize: { S: 9, M: 0 } };
    const fresh = cardsOf(entries, [null, restocked]);
    expect(fresh.items[0]).toBe(first.items[0]);
    expect(fresh.items[1]).toMatchObject({ stock: 9 });
    expect(JSON.parse(fresh.cardBytes[1] as string)).toEqual(cardOf(restocked));
  });
});
