import {
  AddToWishlistBody,
  BackInStockAlert,
  BackInStockBody,
  WishlistProductParams,
  WishlistResponse,
} from './wishlist';
import type { Endpoint } from './endpoint';

/** The signed-in shopper's wishlist and back-in-stock alerts (docs/decisions/112-wishlist-back-in-stock.md). */
export const WISHLIST_ENDPOINTS = {
  wishlist: {
    method: 'GET',
    path: '/api/wishlist',
    auth: 'bearer',
    tags: ['wishlist'],
    summary: "The signed-in shopper's saved products and back-in-stock alerts",
    response: WishlistResponse,
    errors: [],
  },
  addToWishlist: {
    method: 'POST',
    path: '/api/wishlist',
    auth: 'bearer',
    tags: ['wishlist'],
    summary: 'Saves products to her wishlist (one heart, or the device list merged at sign-in)',
    body: AddToWishlistBody,
    response: WishlistResponse,
    errors: ['wishlist_full'],
  },
  removeFromWishlist: {
    method: 'DELETE',
    path: '/api/wishlist/:productId',
    auth: 'bearer',
    tags: ['wishlist'],
    summary: 'Takes a product out of her wishlist',
    params: WishlistProductParams,
    response: WishlistResponse,
    errors: [],
  },
  requestBackInStock: {
    method: 'POST',
    path: '/api/back-in-stock',
    auth: 'bearer',
    tags: ['wishlist'],
    summary: 'Texts her once when a sold-out size is back (asking again keeps the one alert)',
    body: BackInStockBody,
    response: BackInStockAlert,
    errors: ['not_found', 'size_in_stock'],
  },
} as const satisfies Record<string, Endpoint>;
