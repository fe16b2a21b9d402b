export { CartItem, Cart } from './cart-item';
export { DEFAULT_CART_SIZE, MAX_CART_LINES, MAX_CART_LINE_QUANTITY, MAX_CART_ITEM_EXTRA_BYTES } from './cart-limits';
export type { CartItemInput } from './cart-item';
export { addToCart, increaseQuantity, decreaseQuantity, removeFromCart, clearCart } from './cart-operations';
export type { CartResult, CartRefusal } from './cart-operations';
export { normalizeCartItem, normalizeCart } from './normalize-cart';
export { productToCartLine } from './product-to-cart-line';
export { mergeCarts } from './merge-carts';
export type { CartMerge } from './merge-carts';
export { MIN_CART_QUANTITY, stockLimit, isAtLimit, canIncrease, canDecrease, limitNote } from './stock-limit';
export { withCurrentStock } from './current-stock';
export type { StockByProduct } from './current-stock';
export { lineSubtotal, cartTotalPaise, cartTotalRupees, cartTotalQuantity } from './cart-totals';
export {
  onlyAvailableWarning,
  cantAddMoreWarning,
  leftInStockNote,
  maxAvailableNote,
  INVALID_REMOVE_WARNING,
  INVALID_ADD_WARNING,
  CART_FULL_WARNING,
  MIN_QUANTITY_WARNING,
  NOT_IN_CART_WARNING,
} from './cart-warnings';
export { CART_MESSAGES } from './messages';
