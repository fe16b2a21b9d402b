import { describe, expect, it } from 'vitest';
import {
  imagesForOption,
  keyForOption2,
  photosOfOption,
  option1Values,
  option2Values,
  secondOptionLabel,
  splitVariantKey,
  stockPerSize,
  VARIANT_KEY_MAX,
  variantKey,
  variantLabel,
  variantProblems,
  type VariantOptionInput,
} from './variant-options';

describe('variant keys', () => {
  it.each([
    ['M', null, 'M'],
    ['M', undefined, 'M'],
    ['M', '', 'M'],
    ['M', 'Red', 'M / Red'],
    ['Free', 'Navy Blue', 'Free / Navy Blue'],
  ] as const)('%s + %s → %s', (option1, option2, key) => {
    expect(variantKey(option1, option2)).toBe(key);
  });

  it.each([
    ['M', ['M', null]],
    ['M / Red', ['M', 'Red']],
    ['Free / Navy Blue', ['Free', 'Navy Blue']],
    ['3/4', ['3/4', null]],
  ] as const)('%s splits into %j', (key, parts) => {
    expect(splitVariantKey(key)).toEqual(parts);
  });

  it('holds two longest values', () => {
    expect(variantKey('x'.repeat(20), 'y'.repeat(20))).toHaveLength(VARIANT_KEY_MAX);
  });
});

describe('variantLabel', () => {
  it.each([
    ['M / Red', 'Colour', 'Size: M · Colour: Red'],
    ['XL / Slim', 'Fit', 'Size: XL · Fit: Slim'],
    ['M', null, 'M'],
    ['M', 'Colour', 'M'],
    ['M / Red', null, 'M / Red'],
  ] as const)('%s with %s → %s', (key, name, label) => {
    expect(variantLabel(key, name)).toBe(label);
  });
});

describe('secondOptionLabel', () => {
  it.each([
    ['M / Red', 'Colour', 'Size: M · Colour: Red'],
    ['M', 'Colour', null],
    ['M', null, null],
    ['M / Red', null, null],
    ['M / Red', undefined, null],
  ] as const)('%s with %s → %s', (key, name, label) => {
    expect(secondOptionLabel(key, name)).toBe(label);
  });
});

describe('option2Values', () => {
  it('lists each second value once, in order', () => {
    expect(option2Values(['S / Red', 'M / Red', 'S / Blue', 'M'])).toEqual(['Red', 'Blue']);
  });
});

describe('stockPerSize', () => {
  it.each([
    [
      'one-option keys stay their sizes',
      ['S', 'M'],
      { S: 0, M: 3 },
      [
        { size: 'S', stock: 0 },
        { size: 'M', stock: 3 },
      ],
    ],
    [
      'two-option keys add up per size, in first order',
      ['M / Red', 'M / Blue', 'L / Red'],
      { 'M / Red': 0, 'M / Blue': 2, 'L / Red': 1 },
      [
        { size: 'M', stock: 2 },
        { size: 'L', stock: 1 },
      ],
    ],
    ['a missing or negative stock is none', ['M / Red', 'M / Blue'], { 'M / Red': -2 }, [{ size: 'M', stock: 0 }]],
    ['an inherited name is no stock', ['constructor'], {}, [{ size: 'constructor', stock: 0 }]],
  ] as const)('%s', (_, keys, stock, expected) => {
    expect(stockPerSize(keys, stock as Record<string, number>)).toEqual(expected);
  });
});

describe('variantProblems', () => {
  const v = (
    option1: string,
    option2: string | null = null,
    sku: string | null = null,
    pricePaise: number | null = 100,
  ) => ({ option1, option2, sku, pricePaise }) satisfies VariantOptionInput;
  it.each([
    ['one option, fine', null, [v('S'), v('M')], []],
    ['two options, fine', 'Colour', [v('M', 'Red', 'K-R-M'), v('M', 'Blue', 'K-B-M')], []],
    ['a slash in a size', null, [v('3/4')], [{ index: 0, field: 'option1', problem: 'slash' }]],
    ['a slash in a colour', 'Colour', [v('M', 'Red/Blue')], [{ index: 0, field: 'option2', problem: 'slash' }]],
    [
      'a colour missing',
      'Colour',
      [v('M', 'Red'), v('L', null)],
      [{ index: 1, field: 'option2', problem: 'option2Missing' }],
    ],
    [
      'a colour without its name',
      null,
      [v('M', 'Red')],
      [{ index: 0, field: 'option2', problem: 'option2Unexpected' }],
    ],
    [
      'the same pair twice, case aside',
      'Colour',
      [v('M', 'Red'), v('m', 'red')],
      [{ index: 1, field: 'option1', problem: 'duplicatePair' }],
    ],
    ['the same size with two colours', 'Colour', [v('M', 'Red'), v('M', 'Blue')], []],
    [
      'the same SKU twice, case aside',
      'Colour',
      [v('M', 'Red', 'ab-1'), v('L', 'Red', 'AB-1')],
      [{ index: 1, field: 'sku', problem: 'duplicateSku' }],
    ],
    ['no SKUs at all', null, [v('S', null, null), v('M', null, null)], []],
    [
      'a variant without a price',
      null,
      [v('S', null, null, null)],
      [{ index: 0, field: 'pricePaise', problem: 'priceMissing' }],
    ],
  ] as const)('%s', (_name, option2Name, variants, problems) => {
    expect(variantProblems(option2Name, variants)).toEqual(problems);
  });
});

describe('imagesForOption', () => {
  const all = ['/a.jpg', '/b.jpg'];
  it.each([
    ['the picked colour has its own', { Red: ['/r.jpg'] }, 'Red', ['/r.jpg']],
    ['the picked colour has none', { Red: ['/r.jpg'] }, 'Blue', all],
    ['an empty list', { Red: [] }, 'Red', all],
    ['nothing picked', { Red: ['/r.jpg'] }, null, all],
    ['no map', undefined, 'Red', all],
    ['an inherited name', {}, 'constructor', all],
  ] as const)('%s', (_name, map, picked, expected) => {
    expect(imagesForOption(all, map, picked)).toEqual(expected);
  });
});

describe('option1Values', () => {
  it.each([
    ['two colours', ['S / Red', 'M / Red', 'S / Blue', 'M / Blue'], ['S', 'M']],
    ['sizes only', ['M', 'L'], ['M', 'L']],
    ['none', [], []],
  ] as const)('%s', (_name, keys, expected) => {
    expect(option1Values(keys)).toEqual(expected);
  });
});

describe('keyForOption2', () => {
  const keys = ['S / Red', 'M / Red', 'S / Blue', 'M / Blue'];
  it.each([
    ['the same size is in stock', ['M / Red', 'M / Blue'], 'M', 'Blue', 'M / Blue'],
    ['the same size is sold out: the first in stock', ['S / Blue'], 'M', 'Blue', 'S / Blue'],
    ['the colour is sold out: the same size', [], 'M', 'Blue', 'M / Blue'],
  ] as const)('%s', (_name, inStock, size, option2, expected) => {
    expect(keyForOption2(keys, size, option2, (k) => (inStock as readonly string[]).includes(k))).toBe(expected);
  });
});

describe('photosOfOption', () => {
  const all = ['/a.jpg', '/b.jpg', '/c.jpg'];
  it.each([
    ['the picked colour has its own', { Red: [0, 2] }, 'Red', ['/a.jpg', '/c.jpg']],
    ['the picked colour has none', { Red: [0] }, 'Blue', all],
    ['an empty list', { Red: [] }, 'Red', all],
    ['nothing picked', { Red: [0] }, null, all],
    ['no map', undefined, 'Red', all],
    ['an inherited name', {}, 'constructor', all],
    ['positions that are no photos', { Red: [7, -1, 'x', 1.5] }, 'Red', all],
    ['not a list', { Red: 'x' }, 'Red', all],
  ] as const)('%s', (_name, map, picked, expected) => {
    expect(photosOfOption(all, map, picked)).toEqual(expected);
  });
});
