import type { Cart, CartItemInput, CartResult, StockByProduct } from '@vastra/domain/cart';
import { createContext, useContext, useMemo, useSyncExternalStore } from 'react';

/** What a screen shows of the cart. */
export type CartState = {
  items: Cart;
  /** Sum of quantities (docs/rules/ui.md#navbar-and-footer badge). */
  totalQuantity: number;
  /** The total in rupees, summed in paise (docs/rules/constants.md: total equals item subtotal). */
  totalRupees: number;
  warning: string | null;
  /** False until the cart has been loaded from the server or local storage. */
  ready: boolean;
};

/** What changes the cart; the same functions for the page's life. */
export type CartActions = {
  dismissWarning: () => void;
  /**
   * Adds a line; a refusal keeps the cart and carries the spec's warning (also set as `warning`). Asynchronous: it
   * waits until the cart is known (the session checked, the shop's name read), and a guest's first add loads the
   * cart's code; it rejects when that code cannot be fetched (offline).
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

export type CartApi = CartState & CartActions;

/**
 * The cart as <CartProvider> hands it down: one object for the page's life, so a change of the cart redraws only the
 * screens that read it (useCart), never the whole page below the provider
 * (docs/decisions/157-cart-readers-subscribe.md).
 */
export type CartHandle = {
  subscribe: (listener: () => void) => () => void;
  read: () => CartState;
  /** The cart as the server draws it (still loading), which the browser hydrates. */
  readAsServer: () => CartState;
  actions: CartActions;
};

export const CartContext = createContext<CartHandle | null>(null);

function useCartHandle(): CartHandle {
  const handle = useContext(CartContext);
  if (!handle) throw new Error('useCart needs a <CartProvider> above it');
  return handle;
}

/**
 * The shopper's cart (features/cart); needs <CartProvider> above. Each change redraws the reading component at once:
 * read it where that redraw is small (a leaf such as the bag's badge, or a screen with no part still being taken
 * over). A screen that only changes the cart takes useCartActions, which never redraws it.
 */
export function useCart(): CartApi {
  const handle = useCartHandle();
  const state = useSyncExternalStore(handle.subscribe, handle.read, handle.readAsServer);
  return useMemo(() => ({ ...state, ...handle.actions }), [state, handle]);
}

/** The cart's actions alone: the component is not redrawn when the cart changes. */
export function useCartActions(): CartActions {
  return useCartHandle().actions;
}
