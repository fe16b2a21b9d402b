import {
  addToCart,
  clearCart,
  decreaseQuantity,
  increaseQuantity,
  normalizeCart,
  removeFromCart,
  withCurrentStock,
  type Cart,
  type CartItemInput,
  type CartResult,
  type StockByProduct,
} from '@vastra/domain/cart';

export type CartSnapshot = {
  items: Cart;
  /** The last refusal's warning (spec §5 Cart quantities), until dismissed or the next add. */
  warning: string | null;
  /** False until the cart has been taken from the server or local storage (spec §4 Cart). */
  ready: boolean;
};

/** Whose cart this is: the storage key of the shop and the signed-in user, if any. */
export type CartOwner = { storageKey: string; userId: string | null; token: string | null; serverCart: unknown };

export type CartStoreDeps = {
  readLocal: (key: string) => Cart;
  writeLocal: (key: string, cart: Cart) => void;
  removeLocal: (key: string) => void;
  /** POST /api/auth/update-cart; fire and forget (spec §8: failures are ignored). */
  push: (token: string, cart: Cart) => void;
};

/**
 * The cart outside React: every rule comes from the domain's cart operations; this only keeps the
 * result, the warning and the spec §4 storage and sync rules.
 */
export function createCartStore(deps: CartStoreDeps) {
  let snapshot: CartSnapshot = { items: [], warning: null, ready: false };
  let owner: CartOwner | null = null;
  const listeners = new Set<() => void>();

  function emit(next: Partial<CartSnapshot>) {
    snapshot = { ...snapshot, ...next };
    for (const listener of listeners) listener();
  }

  /** Spec §4 Cart: every change is saved locally, and pushed for a signed-in user with a non-empty cart. */
  function save(items: Cart, push = true) {
    if (owner === null) return;
    deps.writeLocal(owner.storageKey, items);
    if (push && owner.userId !== null && owner.token !== null && items.length > 0) deps.push(owner.token, items);
  }

  function apply(result: CartResult, clearsWarning = false): CartResult {
    if (result.ok) {
      emit(clearsWarning ? { items: result.cart, warning: null } : { items: result.cart });
      save(result.cart);
    } else {
      emit({ warning: result.warning });
    }
    return result;
  }

  return {
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getSnapshot: () => snapshot,

    /**
     * Called once the session check has ended (spec §4 Cart): a signed-in user takes the server cart
     * if non-empty, otherwise the local cart (which is then pushed); a guest takes the local cart.
     */
    setOwner: (next: CartOwner) => {
      const same = owner !== null && owner.storageKey === next.storageKey && owner.userId === next.userId;
      owner = next;
      if (same) return;
      const server = next.userId !== null ? normalizeCart(next.serverCart) : [];
      const items = server.length > 0 ? server : deps.readLocal(next.storageKey);
      emit({ items, ready: true });
      save(items, server.length === 0);
    },

    /** Spec §4 Session: logout clears the local cart (the server keeps the user's cart). */
    resetAfterLogout: () => {
      if (owner !== null) deps.removeLocal(owner.storageKey);
      owner = owner === null ? null : { ...owner, userId: null, token: null, serverCart: [] };
      emit({ items: [], warning: null });
    },

    /** Spec §5: any add clears the old warning first. */
    add: (item: CartItemInput) => apply(addToCart(snapshot.items, item), true),
    increase: (id: string, size: string) => apply(increaseQuantity(snapshot.items, id, size)),
    decrease: (id: string, size: string) => apply(decreaseQuantity(snapshot.items, id, size)),
    remove: (id: string | null | undefined, size: string | null | undefined) =>
      apply(removeFromCart(snapshot.items, id, size)),
    dismissWarning: () => emit({ warning: null }),

    /** The lines' stock replaced by the catalogue's current stock, saved like any change when it differs. */
    refreshStock: (stock: StockByProduct) => {
      const items = withCurrentStock(snapshot.items, stock);
      if (items === snapshot.items) return;
      emit({ items });
      save(items);
    },

    /** Spec §4 Cart: clearing empties the cart locally. */
    clear: () => {
      apply(clearCart());
    },

    /** Spec §4 Cart: the clear-and-sync variant also pushes an empty cart to the server. */
    clearAndSync: () => {
      apply(clearCart());
      if (owner?.userId && owner.token) deps.push(owner.token, []);
    },
  };
}

export type CartStore = ReturnType<typeof createCartStore>;
