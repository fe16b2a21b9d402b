import { ACCOUNT_ENDPOINTS } from '../endpoints-account';
import { PLATFORM_ENDPOINTS } from '../endpoints-platform';
import { SHOP_ENDPOINTS } from '../endpoints-shop';
import { STOREFRONT_ENDPOINTS } from '../endpoints-storefront';
import { WISHLIST_ENDPOINTS } from '../endpoints-wishlist';
import type { Endpoint } from '../endpoint';

export { endpointPath } from '../endpoint';

/**
 * The calls the storefront makes from every page once it is drawn (apps/web/src/lib/api/call-after-first-paint.ts):
 * the same entries as in ENDPOINTS (../endpoints.ts), in a module of their own so a shopper's phone evaluates
 * their schemas alone, not the whole contract with the back office's (BENCHMARKS.md: the contract's evaluation was
 * the longest task after a page's first paint).
 */
export const PAGE_CALLS = {
  ...STOREFRONT_ENDPOINTS,
  product: SHOP_ENDPOINTS.product,
  reviews: SHOP_ENDPOINTS.reviews,
  reviewEligibility: SHOP_ENDPOINTS.reviewEligibility,
  shopConfig: PLATFORM_ENDPOINTS.shopConfig,
  me: ACCOUNT_ENDPOINTS.me,
  logout: ACCOUNT_ENDPOINTS.logout,
  updateCart: ACCOUNT_ENDPOINTS.updateCart,
  wishlist: WISHLIST_ENDPOINTS.wishlist,
  addToWishlist: WISHLIST_ENDPOINTS.addToWishlist,
  removeFromWishlist: WISHLIST_ENDPOINTS.removeFromWishlist,
  requestBackInStock: WISHLIST_ENDPOINTS.requestBackInStock,
} as const satisfies Record<string, Endpoint>;

export type PageCallName = keyof typeof PAGE_CALLS;
