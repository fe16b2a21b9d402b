import { describe, expect, it } from 'vitest';
import { createTranslator, ENGLISH, msg, type Catalogue } from './translate';

const catalogue: Catalogue = {
  'Add to bag': 'बैग में डालें',
  'Hi, {name}': 'नमस्ते, {name}',
  '{count} products': { one: '{count} प्रोडक्ट', other: '{count} प्रोडक्ट्स' },
  Home: 'होम',
};
const hindi = createTranslator('hi', catalogue);

describe('a translator', () => {
  it('shows English as written, with its values put in', () => {
    expect(ENGLISH.t('Add to bag')).toBe('Add to bag');
    expect(ENGLISH.t('Hi, {name}', { name: 'Asha' })).toBe('Hi, Asha');
    expect(ENGLISH.t('Left {unknown} alone')).toBe('Left {unknown} alone');
    expect(ENGLISH.locale).toBe('en-IN');
  });

  it('shows Hindi from its catalogue, and English where the catalogue has none', () => {
    expect(hindi.t('Add to bag')).toBe('बैग में डालें');
    expect(hindi.t('Hi, {name}', { name: 'आशा' })).toBe('नमस्ते, आशा');
    expect(hindi.tm(msg('Home'))).toBe('होम');
    expect(hindi.t('Not yet translated')).toBe('Not yet translated');
    expect(hindi.locale).toBe('hi-IN');
  });

  it.each([
    [0, '0 products', '0 प्रोडक्ट'],
    [1, '1 product', '1 प्रोडक्ट'],
    [2, '2 products', '2 प्रोडक्ट्स'],
    [123456, '1,23,456 products', '1,23,456 प्रोडक्ट्स'],
  ])('counts %i in each language’s plural rules (Hindi’s “one” covers 0)', (count, english, inHindi) => {
    expect(ENGLISH.tn(count, '{count} product', '{count} products')).toBe(english);
    expect(hindi.tn(count, '{count} product', '{count} products')).toBe(inHindi);
  });

  it('writes numbers with lakh grouping and Latin digits, and dates in India’s time in the language', () => {
    expect(hindi.formatNumber(1234567)).toBe('12,34,567');
    // 2026-11-30T20:00Z is already 1 December in India.
    expect(ENGLISH.formatDate('2026-11-30T20:00:00Z')).toBe('1 Dec 2026');
    expect(hindi.formatDate('2026-11-30T20:00:00Z', { day: 'numeric', month: 'long' })).toBe('1 दिसंबर');
  });
});
