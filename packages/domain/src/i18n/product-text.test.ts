import { describe, expect, it } from 'vitest';
import { productTextIn, type ProductText } from './product-text';

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
