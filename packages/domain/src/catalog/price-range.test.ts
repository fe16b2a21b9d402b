import { describe, expect, it } from 'vitest';
import { EMPTY_SHOP_QUERY, minSliderValue, movePriceRange, sliderValue } from './shop-query';
import { PRICE_SLIDER } from './visible-price';

describe('the price sliders (docs/decisions/102-shopper-polish.md)', () => {
  it.each([
    [null, null, PRICE_SLIDER.min, PRICE_SLIDER.max],
    [500, 999, 500, 999],
    [100, null, PRICE_SLIDER.min, PRICE_SLIDER.max],
    [5000, null, PRICE_SLIDER.max, PRICE_SLIDER.max],
  ])('minPrice %j, maxPrice %j → sliders at %j and %j', (minPrice, maxPrice, min, max) => {
    const query = { ...EMPTY_SHOP_QUERY, minPrice, maxPrice };
    expect([minSliderValue(query), sliderValue(query)]).toEqual([min, max]);
  });

  it.each([
    [{ min: 249, max: 1999 }, 'min', 499, { min: 499, max: 1999 }],
    [{ min: 249, max: 999 }, 'min', 1299, { min: 1299, max: 1299 }],
    [{ min: 499, max: 1999 }, 'max', 999, { min: 499, max: 999 }],
    [{ min: 999, max: 1999 }, 'max', 549, { min: 549, max: 549 }],
  ] as const)('%j, %s moved to %j → %j (the other gives way)', (range, moved, value, want) => {
    expect(movePriceRange(range, moved, value)).toEqual(want);
  });
});
