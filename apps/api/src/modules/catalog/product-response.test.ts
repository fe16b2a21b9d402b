import { ProductResponse } from '@vastra/domain/api';
import { describe, expect, it } from 'vitest';
import type { ProductRow } from './catalog.repository';
import { toProductResponse } from './product-response';

// The storefront's product with a second option (docs/decisions/099-variant-options.md).
const row = (overrides: Partial<ProductRow> = {}): ProductRow => ({
  id: 'p1',
  title: 'Kurti',
  description: '',
  category: 'kurti',
  images: ['/media/red.jpg', '/media/blue.jpg', '/media/both.jpg'],
  variants: [
    { size: 'M / Red', pricePaise: 99_900, originalPricePaise: null, stock: 2 },
    { size: 'M / Blue', pricePaise: 109_900, originalPricePaise: null, stock: 0 },
  ],
  reviewCount: 0,
  ratingSum: 0,
  ...overrides,
});

describe('toProductResponse and a second option', () => {
  it('names the option and gives each value its photos as positions in images (a path no longer there dropped)', () => {
    const answer = toProductResponse(
      row({
        option2Name: 'Colour',
        imagesByOption: { Red: ['/media/red.jpg', '/media/both.jpg'], Blue: ['/media/blue.jpg', '/media/gone.jpg'] },
      }),
    );
    expect(answer).toMatchObject({
      sizes: ['M / Red', 'M / Blue'],
      stockBySize: { 'M / Red': 2, 'M / Blue': 0 },
      pricesBySize: { 'M / Red': 999, 'M / Blue': 1099 },
      option2Name: 'Colour',
      photosByOption: { Red: [0, 2], Blue: [1] },
    });
  });

  it('leaves a product with sizes only as it was: no option, no photos per value', () => {
    const answer = toProductResponse(row({ option2Name: null, imagesByOption: {} }));
    expect(answer).not.toHaveProperty('option2Name');
    expect(answer).not.toHaveProperty('photosByOption');
  });
});

// The Hindi title and description (docs/decisions/136-hindi-storefront.md).
describe('toProductResponse and Hindi', () => {
  it('carries the Hindi title and description when there is a Hindi title, the description may be empty', () => {
    expect(toProductResponse(row({ titleHi: 'कुर्ती', descriptionHi: 'सूती' }))?.hindi).toEqual({
      title: 'कुर्ती',
      description: 'सूती',
    });
    expect(toProductResponse(row({ titleHi: 'कुर्ती', descriptionHi: '' }))?.hindi).toEqual({
      title: 'कुर्ती',
      description: '',
    });
  });

  it('leaves it out without a Hindi title, even with a Hindi description', () => {
    expect(toProductResponse(row())).not.toHaveProperty('hindi');
    expect(toProductResponse(row({ titleHi: '', descriptionHi: 'सूती' }))).not.toHaveProperty('hindi');
  });
});

// The answer kept small (docs/decisions/195-catalogue-kept-small.md): one literal, the same JSON as before.
describe('toProductResponse as one literal', () => {
  it("writes every key in the contract's order, the optional ones last", () => {
    const answer = toProductResponse(row({ option2Name: 'Colour', imagesByOption: {}, titleHi: 'कुर्ती' }));
    expect(Object.keys(answer ?? {})).toEqual(Object.keys(ProductResponse.shape));
    expect(answer).toMatchObject({ price: 999, originalPrice: null, stock: 2, rating: { average: 0, count: 0 } });
  });
});
