import { describe, it, expect } from 'vitest';
import { normalizeProduct, normalizeProducts } from './normalize-product';

const ORIGIN = 'https://api.vastra.in';
const base = { _id: 'p1', title: 'Anarkali Kurti', category: 'kurti', price: 999 };

describe('normalizeProduct', () => {
  it('keeps a full product as it came', () => {
    const raw = {
      ...base,
      description: 'Cotton',
      sizes: ['M', 'L'],
      stockBySize: { M: 3, L: 0 },
      pricesBySize: { M: 999, L: 1099 },
      originalPricesBySize: { M: 1999 },
      originalPrice: 1999,
      stock: 3,
      images: ['https://cdn.example.com/a.jpg', 'uploads/b.jpg'],
    };
    expect(normalizeProduct(raw, ORIGIN)).toEqual({
      _id: 'p1',
      title: 'Anarkali Kurti',
      description: 'Cotton',
      category: 'kurti',
      sizes: ['M', 'L'],
      stockBySize: { M: 3, L: 0 },
      pricesBySize: { M: 999, L: 1099 },
      originalPricesBySize: { M: 1999 },
      price: 999,
      originalPrice: 1999,
      stock: 3,
      images: ['https://cdn.example.com/a.jpg', 'https://api.vastra.in/uploads/b.jpg'],
    });
  });

  // docs/rules/catalogue.md#data: "sizes (array) or stockBySize (map size to stock)", "stock (a number, or a map with a
  // 'default' entry)", "images or image (a list of paths or URLs, or a single string)".
  it.each([
    ['id instead of _id', { _id: undefined, id: 'p9' }, { _id: 'p9' }],
    ['_id over id', { id: 'p9' }, { _id: 'p1' }],
    ['a numeric id', { _id: 42 }, { _id: '42' }],
    ['sizes from stockBySize', { stockBySize: { S: 1, M: 2 } }, { sizes: ['S', 'M'], stock: 3 }],
    [
      'stock as a number with a bare size list',
      { sizes: ['M', 'L'], stock: 7 },
      { sizes: ['M', 'L'], stockBySize: {}, stock: 7 },
    ],
    ['stock as a {default} map', { stock: { default: 5 } }, { sizes: [], stockBySize: { default: 5 }, stock: 5 }],
    ['stock map with sizes', { sizes: ['M'], stock: { default: 4 } }, { stockBySize: { default: 4 }, stock: 4 }],
    ['stockBySize wins over a stale stock number', { stockBySize: { M: 2, L: 1 }, stock: 99 }, { stock: 3 }],
    ['stock only over listed sizes', { sizes: ['M'], stockBySize: { M: 0, L: 5 } }, { sizes: ['M'], stock: 0 }],
    ['a single image string', { image: 'uploads/a.jpg' }, { images: ['https://api.vastra.in/uploads/a.jpg'] }],
    [
      'image as a list',
      { image: ['/x.jpg', 'http://h/y.jpg'] },
      { images: ['https://api.vastra.in/x.jpg', 'http://h/y.jpg'] },
    ],
    ['no images', {}, { images: [] }],
    ['numbers as text', { price: '499', stockBySize: { M: '2' } }, { price: 499, stockBySize: { M: 2 }, stock: 2 }],
    ['bad stock entries dropped', { stockBySize: { M: -1, L: 'x', S: 2.7 } }, { stockBySize: { S: 2 }, sizes: ['S'] }],
    [
      'missing price from the first priced size',
      { price: undefined, pricesBySize: { S: 699, L: 799 } },
      { price: 799 },
    ],
    ['no price at all', { price: null }, { price: 0 }],
    ['no originalPrice', {}, { originalPrice: null }],
    ['missing texts', { title: undefined }, { title: '', description: '' }],
    ['a rating', { rating: { average: 4.3, count: 12 } }, { rating: { average: 4.3, count: 12 } }],
    ['a rating as text', { rating: { average: '4', count: '2' } }, { rating: { average: 4, count: 2 } }],
    ['a __proto__ size stays data', { stockBySize: JSON.parse('{"__proto__": 3}') as unknown }, { stock: 3 }],
  ])('reads %s', (_name, extra, expected) => {
    expect(normalizeProduct({ ...base, ...extra }, ORIGIN)).toMatchObject(expected);
  });

  it.each([
    ['none', undefined],
    ['no count', { average: 4 }],
    ['an average above 5', { average: 6, count: 1 }],
    ['a negative count', { average: 4, count: -1 }],
    ['not a map', 4.5],
  ])('leaves out a rating that is %s', (_name, rating) => {
    expect(normalizeProduct({ ...base, rating }, ORIGIN)).not.toHaveProperty('rating');
  });

  it.each([null, 'p1', [base], { title: 'no id' }, { _id: '  ' }])('returns null for %j', (raw) => {
    expect(normalizeProduct(raw, ORIGIN)).toBeNull();
  });
});

describe('normalizeProduct: the Hindi text (docs/decisions/136-hindi-storefront.md)', () => {
  it.each([
    [
      { title: 'अनारकली कुर्ती', description: 'सूती' },
      { title: 'अनारकली कुर्ती', description: 'सूती' },
    ],
    [{ title: 'अनारकली कुर्ती' }, { title: 'अनारकली कुर्ती', description: '' }],
    [{ title: '', description: 'सूती' }, undefined],
    ['अनारकली', undefined],
    [undefined, undefined],
  ])('reads %j as %j', (hindi, read) => {
    expect(normalizeProduct({ ...base, hindi }, ORIGIN)?.hindi).toEqual(read);
  });
});

describe('normalizeProducts', () => {
  it('drops entries that are not products', () => {
    const list = normalizeProducts([base, null, { title: 'no id' }, { ...base, _id: 'p2' }], ORIGIN);
    expect(list.map((p) => p._id)).toEqual(['p1', 'p2']);
  });

  it('returns [] for a non-list', () => {
    expect(normalizeProducts({ data: [] }, ORIGIN)).toEqual([]);
  });
});
