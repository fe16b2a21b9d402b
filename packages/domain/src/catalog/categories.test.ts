import { describe, it, expect } from 'vitest';
import {
  CATEGORIES,
  SHOP_CATEGORY_FILTERS,
  categoryLabel,
  categoryQueryParam,
  inCategory,
  parseCategoryParam,
} from './categories';

describe('CATEGORIES', () => {
  it('lists the spec\'s categories: "kurti, suits, t-shirt, saree, shorts"', () => {
    expect(CATEGORIES).toEqual(['kurti', 'suits', 't-shirt', 'saree', 'shorts']);
    expect(SHOP_CATEGORY_FILTERS).toEqual(['all', 'kurti', 'suits', 't-shirt', 'saree', 'shorts']);
  });
});

describe('parseCategoryParam', () => {
  it.each([
    ['kurti', 'kurti'],
    ['t-shirt', 't-shirt'],
    ['T-Shirt', 't-shirt'],
    [' saree ', 'saree'],
    ['all', 'all'],
    ['jeans', 'jeans'],
    ['night wear', 'all'],
    ['', 'all'],
    [null, 'all'],
    [undefined, 'all'],
    ['constructor', 'constructor'],
  ])("reads %j as %j (a slug-shaped value is kept for the shop's list to judge)", (query, expected) => {
    expect(parseCategoryParam(query)).toBe(expected);
  });

  it.each([
    ['lehenga', 'lehenga'],
    ['Lehenga', 'lehenga'],
    ['jeans', 'all'],
    ['constructor', 'all'],
    ['all', 'all'],
  ])('reads %j against the shop\'s list as %j ("An unknown category in the query falls back to all.")', (q, want) => {
    expect(parseCategoryParam(q, ['kurti', 'lehenga'])).toBe(want);
  });
});

describe('categoryQueryParam', () => {
  it.each([
    ['all', null],
    ['suits', 'suits'],
  ] as const)('%s → %s ("Choosing all clears the query parameter.")', (filter, expected) => {
    expect(categoryQueryParam(filter)).toBe(expected);
  });
});

describe('categoryLabel', () => {
  it.each([
    ['kurti', 'Kurti'],
    ['t-shirt', 'T-Shirt'],
    ['suits', 'Suits'],
    ['all', 'All'],
    ['night wear', 'Night Wear'],
    ['co-ord', 'Co-Ord'],
    ['constructor', 'Constructor'],
  ])('labels %s as %s (docs/rules/catalogue.md#home: "Kurti, T-Shirt, Saree, Shorts")', (category, expected) => {
    expect(categoryLabel(category)).toBe(expected);
  });
});

describe("categoryLabel with the shop's names", () => {
  it("prefers the shop's own name, then the seed's", () => {
    const names = new Map([['kurti', 'Kurtas & Kurtis']]);
    expect(categoryLabel('kurti', names)).toBe('Kurtas & Kurtis');
    expect(categoryLabel('t-shirt', names)).toBe('T-Shirt');
  });
});

describe('inCategory', () => {
  it.each([
    ['kurti', 'kurti', true],
    ['Kurti ', 'kurti', true],
    ['saree', 'kurti', false],
    ['anything', 'all', true],
  ] as const)('product category %j with filter %s → %s', (category, filter, expected) => {
    expect(inCategory(category, filter)).toBe(expected);
  });
});
