import { describe, it, expect } from 'vitest';
import { HERO_SLIDES, HERO_SLIDE_INTERVAL_MS, nextSlideIndex } from './hero-slides';
import {
  CATEGORY_PREVIEW_LIMIT,
  DELIVERY_ESTIMATE,
  NEW_ARRIVALS_COUNT,
  PROMO_POPUP_DELAY_MS,
  SHOP_SKELETON_CARDS,
  SIMILAR_PRODUCTS_MAX,
  TOAST_LIFETIME_MS,
} from './storefront-constants';

describe('HERO_SLIDES', () => {
  it(
    'has the spec\'s three headlines ("Big Deals on Top Brands!", "New ' +
      'Arrivals Just Dropped", "Limited Time Offer")',
    () => {
      expect(HERO_SLIDES.map((slide) => slide.headline)).toEqual([
        'Big Deals on Top Brands!',
        'New Arrivals Just Dropped',
        'Limited Time Offer',
      ]);
    },
  );

  it("keeps the spec's sub-text words", () => {
    expect(HERO_SLIDES.map((slide) => slide.subText.toLowerCase())).toEqual([
      'up to 70% off on clothing and accessories',
      'fresh styles for your wardrobe',
      "grab your favorites before they're gone",
    ]);
  });
});

describe('nextSlideIndex', () => {
  it.each([
    [0, 3, 1],
    [1, 3, 2],
    [2, 3, 0],
    [5, 3, 0],
    [-1, 3, 0],
    [0, 0, 0],
    [0.5, 3, 1],
  ])('after %s of %s comes %s ("advances every 5 seconds and wraps around")', (current, count, expected) => {
    expect(nextSlideIndex(current, count)).toBe(expected);
  });
});

describe('storefront constants', () => {
  it.each([
    ['HERO_SLIDE_INTERVAL_MS', HERO_SLIDE_INTERVAL_MS, 5000],
    ['NEW_ARRIVALS_COUNT', NEW_ARRIVALS_COUNT, 4],
    ['CATEGORY_PREVIEW_LIMIT', CATEGORY_PREVIEW_LIMIT, 4],
    ['SHOP_SKELETON_CARDS', SHOP_SKELETON_CARDS, 6],
    ['SIMILAR_PRODUCTS_MAX', SIMILAR_PRODUCTS_MAX, 5],
    ['PROMO_POPUP_DELAY_MS', PROMO_POPUP_DELAY_MS, 10000],
    ['TOAST_LIFETIME_MS', TOAST_LIFETIME_MS, 3500],
    ['DELIVERY_ESTIMATE', DELIVERY_ESTIMATE, '5–7 working days'],
  ])('%s is %s (docs/rules/constants.md)', (_name, value, expected) => {
    expect(value).toBe(expected);
  });
});
