import { NOT_IN_CART_WARNING, cartTotalQuantity, cartTotalRupees, type CartResult } from '@vastra/domain/cart';
import { hasStoredCart } from './cart-storage-key';
import type { CartOwner, CartSnapshot, CartStore } from './cart-store';
import type { CartHandle, CartState } from './hooks/use-cart';

/** Until the store has loaded the cart is empty and not ready. */
const LOADING: CartSnapshot = { items: [], warning: null, ready: false };
/** A guest's bag with nothing stored: empty, and ready without the store. */
const EMPTY: CartSnapshot = { items: [], warning: null, ready: true };
const notReady = (warning: string): CartResult => ({ ok: false, cart: [], reason: 'not-in-cart', warning });
const noop = () => undefined;

const stateOf = (snapshot: CartSnapshot): CartState => ({
  ...snapshot,
  totalQuantity: cartTotalQuantity(snapshot.items),
  totalRupees: cartTotalRupees(snapshot.items),
});
const LOADING_STATE = stateOf(LOADING);

/** Whose cart needs the store to be read: a signed-in shopper's, one kept for her offline, or one stored here. */
const needsStore = (owner: CartOwner) =>
  owner.userId !== null || owner.unchecked === true || hasStoredCart(owner.storageKey);

export type CartHub = CartHandle & {
  /** Called once the session check has ended and the shop's name is known, and at every change of them. */
  setOwner: (owner: CartOwner) => void;
  /** docs/rules/sign-in.md#session: a logout clears this browser's cart. */
  resetAfterLogout: () => void;
};

/**
 * The cart outside React, between the page and the store (cart-store.ts). The store's code (its rules read carts
 * through zod, ~25 KB gzip, whose evaluation is one of the longest tasks of a page) is loaded by `loadStore` only when
 * there is a cart: one stored in this browser, a signed-in shopper's, or a first add. A guest with nothing stored has
 * an empty bag at once. One load for the page's life; a failed one (offline) is tried again at the next need.
 */
export function createCartHub(loadStore: () => Promise<CartStore>): CartHub {
  let shown: { snapshot: CartSnapshot; state: CartState } = { snapshot: LOADING, state: LOADING_STATE };
  const listeners = new Set<() => void>();
  let owner: CartOwner | null = null;
  let store: CartStore | null = null;
  let loading: Promise<CartStore> | null = null;
  const waitingForOwner: Array<(owner: CartOwner) => void> = [];

  function show(snapshot: CartSnapshot) {
    if (shown.snapshot === snapshot) return;
    shown = { snapshot, state: stateOf(snapshot) };
    for (const listener of listeners) listener();
  }

  /**
   * The store, told whose cart it is (the latest owner, which may have changed while its code loaded) before anything
   * is added to it (an add may be what loaded it).
   */
  function loadedStore(forOwner: CartOwner): Promise<CartStore> {
    loading ??= loadStore().then(
      (loaded) => {
        loaded.setOwner(owner ?? forOwner);
        store = loaded;
        loaded.subscribe(() => show(loaded.getSnapshot()));
        show(loaded.getSnapshot());
        return loaded;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  }

  const known = (): Promise<CartOwner> =>
    owner !== null ? Promise.resolve(owner) : new Promise((resolve) => waitingForOwner.push(resolve));

  return {
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    read: () => shown.state,
    readAsServer: () => LOADING_STATE,

    setOwner: (next) => {
      owner = next;
      for (const resolve of waitingForOwner.splice(0)) resolve(next);
      if (store !== null) return store.setOwner(next);
      // Decided after the page is taken over, as the server cannot read this browser's storage. A failed load leaves
      // the cart not ready; the next navigation reloads the app's code.
      if (needsStore(next)) {
        show(LOADING);
        loadedStore(next).catch(noop);
      } else show(EMPTY);
    },
    resetAfterLogout: () => store?.resetAfterLogout(),

    actions: {
      dismissWarning: () => store?.dismissWarning(),
      // Without a store the bag is empty and the first add loads it (with the chunk's failure, offline, as a refusal).
      add: async (item) => {
        if (store !== null) return store.add(item);
        return (await loadedStore(await known())).add(item);
      },
      increase: (id, size) => store?.increase(id, size) ?? notReady(NOT_IN_CART_WARNING),
      decrease: (id, size) => store?.decrease(id, size) ?? notReady(NOT_IN_CART_WARNING),
      remove: (id, size) => store?.remove(id, size) ?? notReady(NOT_IN_CART_WARNING),
      clear: () => store?.clear(),
      clearAndSync: () => store?.clearAndSync(),
      refreshStock: (stock) => store?.refreshStock(stock),
    },
  };
}
