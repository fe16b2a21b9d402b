import { describe, expect, it } from 'vitest';
import { nameIn, productTextIn, textsIn, type ProductText } from './product-text';

const english = { title: 'Maroon Banarasi Saree', description: 'Woven silk.' };

describe('a product’s text in the shopper’s language', () => {
  it.each<[string, ProductText, 'en' | 'hi', { title: string; description: string }]>([
    ['English page', { ...english, hindi: { title: 'मैरून बनारसी साड़ी', description: 'बुना रेशम।' } }, 'en', english],
    [
      'Hindi page, both written',
      { ...english, hindi: { title: 'मैरून बनारसी साड़ी', description: 'बुना रेशम।' } },
      'hi',
      { title: 'मैरून बनारसी साड़ी', description: 'बुना रेशम।' },
    ],
    [
      'Hindi page, no Hindi description',
      { ...english, hindi: { title: 'मैरून बनारसी साड़ी', description: '' } },
      'hi',
      { title: 'मैरून बनारसी साड़ी', description: 'Woven silk.' },
    ],
    ['Hindi page, no Hindi at all', english, 'hi', english],
    ['Hindi page, a blank Hindi title', { ...english, hindi: { title: '  ', description: '' } }, 'hi', english],
  ])('%s', (_case, product, language, shown) => {
    expect(productTextIn(product, language)).toEqual(shown);
  });
});

describe('texts the owner writes, in the shopper’s language', () => {
  const slide = { headline: 'Diwali Edit', subText: 'Festive picks' };
  it.each<[string, { headline?: string; subText?: string } | undefined, 'en' | 'hi', typeof slide]>([
    ['English page', { headline: 'दिवाली एडिट', subText: 'त्योहार की पसंद' }, 'en', slide],
    [
      'Hindi page, both written',
      { headline: 'दिवाली एडिट', subText: 'त्योहार की पसंद' },
      'hi',
      {
        headline: 'दिवाली एडिट',
        subText: 'त्योहार की पसंद',
      },
    ],
    [
      'Hindi page, one left empty',
      { headline: 'दिवाली एडिट', subText: ' ' },
      'hi',
      {
        headline: 'दिवाली एडिट',
        subText: 'Festive picks',
      },
    ],
    [
      'Hindi page, one not there',
      { headline: 'दिवाली एडिट' },
      'hi',
      { headline: 'दिवाली एडिट', subText: 'Festive picks' },
    ],
    ['Hindi page, no Hindi', undefined, 'hi', slide],
  ])('%s', (_case, hindi, language, shown) => {
    expect(textsIn(slide, hindi, language)).toEqual(shown);
  });
});

describe('a name the shop gives, in the shopper’s language', () => {
  it.each<[string, { name: string; hindiName?: string }, 'en' | 'hi', string]>([
    ['English page', { name: 'Fabric', hindiName: 'कपड़ा' }, 'en', 'Fabric'],
    ['Hindi page', { name: 'Fabric', hindiName: 'कपड़ा' }, 'hi', 'कपड़ा'],
    ['Hindi page, none given', { name: 'Fabric', hindiName: '' }, 'hi', 'Fabric'],
    ['Hindi page, none sent', { name: 'Fabric' }, 'hi', 'Fabric'],
  ])('%s', (_case, named, language, shown) => {
    expect(nameIn(named, language)).toBe(shown);
  });
});
