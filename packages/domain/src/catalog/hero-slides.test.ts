import { describe, it, expect } from 'vitest';
import { HERO_SLIDES, nextSlideIndex } from './hero-slides';

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
