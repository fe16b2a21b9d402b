export { WISHLIST_MAX, normalizeWishlist, mergeWishlists, toggleWishlist } from './wishlist';
export { WISHLIST_MESSAGES } from './messages';
export { BACK_IN_STOCK_TITLE_MAX, backInStockMessage } from './back-in-stock-message';
