import { describe, expect, it } from 'vitest';
import { renderView } from './art';
import { generateCatalog } from './catalog-generator';

describe('generateCatalog', () => {
  it('makes the same catalogue for the same seed and another for another seed', () => {
    expect(generateCatalog(7)).toEqual(generateCatalog(7));
    expect(generateCatalog(7).map((p) => p.title)).not.toEqual(generateCatalog(8).map((p) => p.title));
  });

  // docs/decisions/178-seed-titles-in-hindi.md
  it('titles every product in Hindi, in Devanagari, whatever the seed', () => {
    const seeds = [undefined, ...Array.from({ length: 40 }, (_, i) => i + 1)];
    for (const product of seeds.flatMap((seed) => generateCatalog(seed))) {
      expect(product.titleHi, product.title).toMatch(/^[\p{Script=Devanagari}\- ]+$/u);
      expect(product.titleHi.split(' ')).toHaveLength(product.title.split(' ').length);
    }
    expect(generateCatalog().map((p) => [p.title, p.titleHi])).toContainEqual([
      'Magenta Floral Chanderi Anarkali Kurti',
      'मैजेंटा फ़्लोरल चंदेरी अनारकली कुर्ती'.normalize('NFC'),
    ]);
  });

  it('stores money as integer paise', () => {
    for (const v of generateCatalog().flatMap((p) => p.variants)) {
      expect(Number.isInteger(v.pricePaise)).toBe(true);
      expect(v.pricePaise % 100).toBe(0);
    }
  });
});

describe('renderView', () => {
  it('draws every view of every product as a complete 4:5 SVG without holes in its numbers', () => {
    for (const product of generateCatalog()) {
      for (const view of product.art.views) {
        const svg = renderView(product.art, view);
        expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 500"')).toBe(true);
        expect(svg.endsWith('</svg>')).toBe(true);
        expect(svg).not.toMatch(/NaN|undefined|Infinity|\[object/);
        expect(svg.length).toBeLessThan(16_000);
      }
    }
  });
});
