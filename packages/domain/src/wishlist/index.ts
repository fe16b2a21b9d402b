export {
  BACK_IN_STOCK_SMS_PER_PHONE_DAY,
  WISHLIST_MAX,
  normalizeWishlist,
  mergeWishlists,
  toggleWishlist,
} from './wishlist';
export { WISHLIST_MESSAGES } from './messages';
export { BACK_IN_STOCK_TITLE_MAX, backInStockMessage } from './back-in-stock-message';
