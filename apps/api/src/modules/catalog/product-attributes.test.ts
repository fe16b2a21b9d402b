import { describe, expect, it } from 'vitest';
import { attributesOfPairs } from './product-attributes.repository';

// A product's attribute values as the catalogue reads them, and one object per attribute shared between the products
// of one read (docs/decisions/195-catalogue-kept-small.md).

const cotton = { a: 'fabric', an: 'Fabric', ah: 'कपड़ा', v: 'cotton', vn: 'Cotton', vh: 'सूती' };
const red = { a: 'colour', an: 'Colour', ah: '', v: 'red', vn: 'Red', vh: '' };
const blue = { a: 'colour', an: 'Colour', ah: '', v: 'blue', vn: 'Blue', vh: '' };

describe('attributesOfPairs', () => {
  it('groups values by attribute in order, with Hindi names only where there are some', () => {
    expect(attributesOfPairs(JSON.stringify([cotton, red, blue]))).toEqual([
      {
        slug: 'fabric',
        name: 'Fabric',
        hindiName: 'कपड़ा',
        values: [{ slug: 'cotton', name: 'Cotton', hindiName: 'सूती' }],
      },
      {
        slug: 'colour',
        name: 'Colour',
        values: [
          { slug: 'red', name: 'Red' },
          { slug: 'blue', name: 'Blue' },
        ],
      },
    ]);
    expect(attributesOfPairs(null)).toEqual([]);
  });

  it('gives products of one read with the same attribute the same object, and a different one its own', () => {
    const same = new Map();
    const first = attributesOfPairs([cotton, red], same);
    const second = attributesOfPairs([cotton, red, blue], same);
    const third = attributesOfPairs([cotton], same);
    expect(second[0]).toBe(first[0]);
    expect(third[0]).toBe(first[0]);
    expect(second[1]).not.toBe(first[1]);
    expect(second[1]?.values.map((v) => v.slug)).toEqual(['red', 'blue']);
    expect(first[1]?.values.map((v) => v.slug)).toEqual(['red']);
    expect(attributesOfPairs([cotton], new Map())[0]).not.toBe(first[0]);
  });
});
