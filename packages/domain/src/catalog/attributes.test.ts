import { describe, expect, it } from 'vitest';
import { DEFAULT_ATTRIBUTES, isAttributeSlug, matchesAttributeFilter, slugOf } from './attributes';

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
