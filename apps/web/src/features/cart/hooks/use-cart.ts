import type { Cart, CartItemInput, CartResult, StockByProduct } from '@vastra/domain/cart';
import { createContext, useContext } from 'react';

export type CartApi = {
  items: Cart;
  /** Sum of quantities (docs/rules/ui.md#navbar-and-footer badge). */
  totalQuantity: number;
  /** The total in rupees, summed in paise (docs/rules/constants.md: total equals item subtotal). */
  totalRupees: number;
  warning: string | null;
  /** False until the cart has been loaded from the server or local storage. */
  ready: boolean;
  dismissWarning: () => void;
  /**
   * Adds a line; a refusal keeps the cart and carries the spec's warning (also set as `warning`). Asynchronous: a
   * guest's first add loads the cart's code; it rejects when that code cannot be fetched (offline).
   */
  add: (item: CartItemInput) => Promise<CartResult>;
  increase: (id: string, size: string) => CartResult;
  decrease: (id: string, size: string) => CartResult;
  remove: (id: string | null | undefined, size: string | null | undefined) => CartResult;
  clear: () => void;
  clearAndSync: () => void;
  /** Replaces the lines' stock with the catalogue's current stock (see useRefreshCartStock). */
  refreshStock: (stock: StockByProduct) => void;
};

export const CartContext = createContext<CartApi | null>(null);

/** The shopper's cart (features/cart); needs <CartProvider> above. */
export function useCart(): CartApi {
  const cart = useContext(CartContext);
  if (!cart) throw new Error('useCart needs a <CartProvider> above it');
  return cart;
}
