import { describe, it, expect } from 'vitest';
import {
  CATEGORY_PREVIEW_LIMIT,
  DELIVERY_ESTIMATE,
  NEW_ARRIVALS_COUNT,
  SHOP_SKELETON_CARDS,
  SIMILAR_PRODUCTS_MAX,
} from './constants';

describe('storefront constants', () => {
  it.each([
    ['NEW_ARRIVALS_COUNT', NEW_ARRIVALS_COUNT, 4],
    ['CATEGORY_PREVIEW_LIMIT', CATEGORY_PREVIEW_LIMIT, 4],
    ['SHOP_SKELETON_CARDS', SHOP_SKELETON_CARDS, 6],
    ['SIMILAR_PRODUCTS_MAX', SIMILAR_PRODUCTS_MAX, 5],
    ['DELIVERY_ESTIMATE', DELIVERY_ESTIMATE, '5–7 working days'],
  ])('%s is %s (docs/rules/constants.md)', (_name, value, expected) => {
    expect(value).toBe(expected);
  });
});
