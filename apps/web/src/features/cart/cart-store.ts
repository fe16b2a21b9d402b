import {
  addToCart,
  clearCart,
  decreaseQuantity,
  increaseQuantity,
  mergeCarts,
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
  /** The last refusal's warning (docs/rules/cart.md#validation), until dismissed or the next add. */
  warning: string | null;
  /** False until the cart has been taken from the server or local storage (docs/rules/cart.md#behaviour). */
  ready: boolean;
};

/** Whose cart this is: the storage key of the shop and the signed-in user, if any. */
export type CartOwner = {
  storageKey: string;
  userId: string | null;
  token: string | null;
  serverCart: unknown;
  /**
   * A signed-in shopper's session that this page could not check (offline): she shops as a guest here, with the bag
   * saved on the device for her, which is kept for when her session is checked again.
   */
  unchecked?: boolean;
};

export type CartStoreDeps = {
  readLocal: (key: string) => Cart;
  writeLocal: (key: string, cart: Cart) => void;
  removeLocal: (key: string) => void;
  /** Whose cart the stored copy is: the signed-in user's id it was saved for, or null for a guest's. */
  readLocalOwner: (key: string) => string | null;
  writeLocalOwner: (key: string, userId: string | null) => void;
  /** POST /api/auth/update-cart; fire and forget (docs/rules/cart.md#messages: failures are ignored). */
  push: (token: string, cart: Cart) => void;
};

/**
 * The cart outside React: every rule comes from the domain's cart operations; this only keeps the
 * result, the warning and the docs/rules/cart.md#behaviour storage and sync rules.
 */
export function createCartStore(deps: CartStoreDeps) {
  let snapshot: CartSnapshot = { items: [], warning: null, ready: false };
  let owner: CartOwner | null = null;
  const listeners = new Set<() => void>();

  function emit(next: Partial<CartSnapshot>) {
    snapshot = { ...snapshot, ...next };
    for (const listener of listeners) listener();
  }

  /**
   * docs/rules/cart.md#behaviour: every change is saved locally, and pushed for a signed-in user. An emptied cart is
   * pushed too (the spec pushes only non-empty ones, so a removed last item came back at the next
   * login; see docs/deviations.md).
   */
  function save(items: Cart, push = true) {
    if (owner === null) return;
    deps.writeLocal(owner.storageKey, items);
    if (owner.userId === null) return;
    // Marked on every save, so a copy written by another tab after a logout here is still known as a user's.
    deps.writeLocalOwner(owner.storageKey, owner.userId);
    if (push && owner.token !== null) deps.push(owner.token, items);
  }

  /** Forgets the stored cart and whose it was. */
  function forgetLocal(storageKey: string) {
    deps.removeLocal(storageKey);
    deps.writeLocalOwner(storageKey, null);
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
     * Called once the session check has ended and at every change of user (docs/rules/cart.md#behaviour), with these
     * deliberate departures (docs/deviations.md):
     * - a guest takes the local cart, unless it was saved for a signed-in user: that session has ended
     *   (expired, revoked, dropped) without a logout, so its cart is cleared rather than shown to the
     *   next person on this browser and saved into the next account;
     * - at login the guest's cart is merged into the server cart instead of being replaced by it;
     * - a signed-in user coming back (a reload) takes the server cart if non-empty, otherwise the
     *   local copy, which is then pushed; another account's copy is never carried over.
     */
    setOwner: (next: CartOwner) => {
      const previous = owner;
      const same = previous !== null && previous.storageKey === next.storageKey && previous.userId === next.userId;
      owner = next;
      if (same) return;
      const savedFor = deps.readLocalOwner(next.storageKey);
      if (next.userId === null) {
        if (next.unchecked) return emit({ items: deps.readLocal(next.storageKey), warning: null, ready: true });
        if (savedFor !== null) forgetLocal(next.storageKey);
        emit({ items: savedFor !== null ? [] : deps.readLocal(next.storageKey), warning: null, ready: true });
        return;
      }
      const server = normalizeCart(next.serverCart);
      const local = savedFor === null || savedFor === next.userId ? deps.readLocal(next.storageKey) : [];
      deps.writeLocalOwner(next.storageKey, next.userId);
      // A login from a guest's session brings the guest's cart along. Without a guest before (a reload),
      // an unowned copy is this user's, saved before its owner was recorded: no merge, or it would double.
      if (savedFor === null && previous?.userId === null) {
        const merged = mergeCarts(server, local);
        emit({ items: merged.cart, warning: merged.warning, ready: true });
        save(merged.cart, local.length > 0);
        return;
      }
      const items = server.length > 0 ? server : local;
      emit({ items, ready: true });
      save(items, server.length === 0 && items.length > 0);
    },

    /** docs/rules/sign-in.md#session: logout clears the local cart (the server keeps the user's cart). */
    resetAfterLogout: () => {
      if (owner !== null) forgetLocal(owner.storageKey);
      owner = owner === null ? null : { ...owner, userId: null, token: null, serverCart: [] };
      emit({ items: [], warning: null });
    },

    /** docs/rules/cart.md#validation: any add clears the old warning first. */
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

    /** docs/rules/cart.md#behaviour: clearing empties the cart locally. */
    clear: () => {
      emit({ items: [] });
      save([], false);
    },

    /** docs/rules/cart.md#behaviour: the clear-and-sync variant also pushes an empty cart to the server. */
    clearAndSync: () => {
      apply(clearCart());
    },
  };
}

export type CartStore = ReturnType<typeof createCartStore>;
