import { describe, expect, it } from 'vitest';
import { SearchQuery } from '../api/storefront';
import { DEFAULT_ATTRIBUTES, isAttributeSlug, matchesAttributeFilter, slugOf } from './attributes';
import { activeFilterCount, readShopQuery, shopQueryString } from './shop-query';

describe('matchesAttributeFilter', () => {
  const kurti = { fabric: ['cotton'], colour: ['red', 'white'] };
  it.each([
    ['no filter', {}, true],
    ['an empty value list', { fabric: [] }, true],
    ['its fabric', { fabric: ['cotton'] }, true],
    ['one of its two colours', { colour: ['white'] }, true],
    ['any of several values', { fabric: ['silk', 'cotton'] }, true],
    ['fabric and colour both', { fabric: ['cotton'], colour: ['red'] }, true],
    ['another fabric', { fabric: ['silk'] }, false],
    ['its fabric but another colour', { fabric: ['cotton'], colour: ['blue'] }, false],
    ['an attribute it has no value for', { occasion: ['festive'] }, false],
  ] as const)('%s → %s', (_name, filter, expected) => {
    expect(matchesAttributeFilter(kurti, filter)).toBe(expected);
  });

  it('leaves out the attribute a facet counts', () => {
    expect(matchesAttributeFilter(kurti, { fabric: ['silk'], colour: ['red'] }, 'fabric')).toBe(true);
    expect(matchesAttributeFilter(kurti, { fabric: ['silk'], colour: ['red'] }, 'colour')).toBe(false);
  });
});

describe('attribute slugs', () => {
  it.each([
    ['Fabric', 'fabric'],
    ['Wash care', 'wash-care'],
    ['Crêpe', 'crepe'],
    ['  V-neck!! ', 'v-neck'],
    ['3/4 Sleeve', 'sleeve'],
    ['१२३', ''],
  ])('%s → %s', (name, slug) => {
    expect(slugOf(name)).toBe(slug);
  });

  it.each([
    ['fabric', true],
    ['wash-care', true],
    ['size', false],
    ['category', false],
    ['sort', false],
    ['minprice', false],
    ['Fabric', false],
    ['-fabric', false],
    ['', false],
  ])('%s may name an attribute: %s', (slug, ok) => {
    expect(isAttributeSlug(slug)).toBe(ok);
  });

  it('gives every default attribute and value a distinct usable slug', () => {
    const slugs = DEFAULT_ATTRIBUTES.map((a) => slugOf(a.name));
    expect(slugs).toEqual(['fabric', 'colour', 'occasion', 'pattern', 'sleeve', 'neck', 'fit', 'wash-care']);
    expect(slugs.every(isAttributeSlug)).toBe(true);
    for (const attribute of DEFAULT_ATTRIBUTES) {
      const values = attribute.values.map(slugOf);
      expect(new Set(values).size).toBe(values.length);
      expect(values.every((v) => v.length > 0)).toBe(true);
    }
    expect(DEFAULT_ATTRIBUTES.filter((a) => !a.filter).map((a) => a.name)).toEqual(['Wash care']);
  });
});

/** A query string's pairs, as URLSearchParams reads them (the domain has no DOM types). */
function pairsOf(search: string): [string, string][] {
  const decode = (text: string) => decodeURIComponent(text.replace(/\+/g, ' '));
  return search
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const [name = '', value = ''] = pair.split('=');
      return [decode(name), decode(value)];
    });
}

describe('attribute filters in the shop address', () => {
  const read = (search: string) => {
    const pairs = pairsOf(search);
    return readShopQuery({
      get: (name) => pairs.find(([n]) => n === name)?.[1] ?? null,
      forEach: (callback) => pairs.forEach(([name, value]) => callback(value, name)),
    });
  };

  it('reads fabric=cotton&colour=red,blue and writes it back in one order, values sorted', () => {
    const query = read('colour=red,blue&fabric=cotton&size=M');
    expect(query.attributes).toEqual({ colour: ['blue', 'red'], fabric: ['cotton'] });
    expect(shopQueryString(query)).toBe('size=M&colour=blue%2Cred&fabric=cotton');
    expect(read(shopQueryString(query))).toEqual(query);
    expect(activeFilterCount(query)).toBe(4);
  });

  it("leaves out a campaign's parameters and values that are no slugs", () => {
    expect(read('utm_source=mail&gclid=Cj0KCQ&fabric=Cotton&Colour=red&neck=v-neck').attributes).toEqual({
      neck: ['v-neck'],
    });
  });

  it('the API reads the same string into the same filters', () => {
    const parsed = SearchQuery.parse(Object.fromEntries(pairsOf('fabric=cotton&colour=blue%2Cred')));
    expect(parsed.attributes).toEqual({ fabric: ['cotton'], colour: ['blue', 'red'] });
  });

  it('the API refuses a name no attribute can have, and a value in capitals', () => {
    expect(SearchQuery.safeParse({ Colour: 'red' }).success).toBe(false);
    expect(SearchQuery.safeParse({ colour: 'Red' }).success).toBe(false);
    expect(SearchQuery.safeParse({ colour: 'red', size: 'M' }).success).toBe(true);
  });
});
