import {
  INVALID_ADD_WARNING,
  NOT_IN_CART_WARNING,
  cartTotalQuantity,
  cartTotalRupees,
  type CartResult,
} from '@vastra/domain/cart';
import { startTransition, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { afterFirstPaint } from '../../../lib/after-first-paint';
import { useSession } from '../../../lib/session/session-context';
import { FALLBACK_SHOP_NAME, useShopConfig } from '../../../lib/shop-config';
import { cartStorageKey, hasStoredCart } from '../cart-storage-key';
import type { CartOwner, CartSnapshot, CartStore } from '../cart-store';
import { CartContext, type CartApi } from '../hooks/use-cart';

// The cart's code (its rules read carts through zod, ~25 KB gzip, whose evaluation is one of the longest tasks of a
// page) loads only when there is a cart: one stored in this browser, a signed-in shopper's, or a first add. A guest
// with nothing stored has an empty bag at once (the initial JS budget and TBT, docs/rules/performance.md).
const loadCartStore = () =>
  afterFirstPaint()
    .then(() => import('../browser-cart-store'))
    .then((module) => module.createBrowserCartStore());

/** Until the store has loaded the cart is empty and not ready; screens that change it wait for `ready`. */
const LOADING: CartSnapshot = { items: [], warning: null, ready: false };
/** A guest's bag with nothing stored: empty, and ready without the store. */
const EMPTY: CartSnapshot = { items: [], warning: null, ready: true };
const notReady = (warning: string): CartResult => ({ ok: false, cart: [], reason: 'not-in-cart', warning });
const noop = () => undefined;

/** Holds the cart for the whole app; needs <SessionProvider> and a QueryClientProvider above. */
export function CartProvider({ children }: { children: ReactNode }) {
  const { user, token, loading, unchecked, onLogout } = useSession();
  const shopConfig = useShopConfig();
  const [store, setStore] = useState<CartStore | null>(null);
  // The key needs the shop's name, so the cart is read once GET /api/shop-config has answered (or failed).
  const storageKey = shopConfig.isPending ? null : cartStorageKey(shopConfig.data?.name || FALLBACK_SHOP_NAME);
  const owner = useMemo<CartOwner | null>(
    () =>
      loading || storageKey === null
        ? null
        : { storageKey, userId: user?._id ?? null, token, serverCart: user?.cart ?? [], unchecked: unchecked != null },
    [loading, storageKey, user, token, unchecked],
  );

  // One load for the page's life, told whose cart it is before anything is added to it (an add may be what loaded
  // it); a failed chunk load is tried again at the next need.
  const loadingStore = useRef<Promise<CartStore> | null>(null);
  const ensureStore = useCallback((forOwner: CartOwner) => {
    loadingStore.current ??= loadCartStore().then(
      (loaded) => {
        loaded.setOwner(forOwner);
        startTransition(() => setStore(loaded));
        return loaded;
      },
      (error: unknown) => {
        loadingStore.current = null;
        throw error;
      },
    );
    return loadingStore.current;
  }, []);

  // Decided after the page is taken over, as the server cannot read this browser's storage: a cart to read loads the
  // store; a guest with nothing stored has her empty bag. A failed chunk load leaves the cart not ready; the next
  // navigation reloads the app's code.
  const [emptyFor, setEmptyFor] = useState<CartOwner | null>(null);
  useEffect(() => {
    if (owner === null) return;
    if (owner.userId !== null || owner.unchecked === true || hasStoredCart(owner.storageKey))
      ensureStore(owner).catch(noop);
    else startTransition(() => setEmptyFor(owner));
  }, [owner, ensureStore]);

  useEffect(() => {
    if (store !== null && owner !== null) store.setOwner(owner);
  }, [store, owner]);

  useEffect(() => (store ? onLogout(store.resetAfterLogout) : undefined), [store, onLogout]);

  // The server draws (and the browser hydrates) the cart as still loading: its store, or a guest's empty bag, comes
  // after. Its changes are transitions, not a store read with useSyncExternalStore, whose every change is drawn at once
  // in one blocking task: the cart sits above the whole page, and a blocking change there would take over (hydrate)
  // every part of a drawn page not yet taken over in that same task
  // (docs/decisions/135-first-screens-drawn-on-the-server.md).
  const [stored, setSnapshot] = useState<CartSnapshot>(LOADING);
  const snapshot = store === null && owner !== null && emptyFor === owner ? EMPTY : stored;
  useEffect(() => {
    if (store === null) return undefined;
    const read = () => startTransition(() => setSnapshot(store.getSnapshot()));
    read();
    return store.subscribe(read);
  }, [store]);
  const value = useMemo<CartApi>(
    () => ({
      ...snapshot,
      totalQuantity: cartTotalQuantity(snapshot.items),
      totalRupees: cartTotalRupees(snapshot.items),
      dismissWarning: store?.dismissWarning ?? noop,
      // Without a store the bag is empty and the first add loads it (with the chunk's failure, offline, as a refusal).
      add: async (item) => {
        if (store) return store.add(item);
        if (owner === null) return notReady(INVALID_ADD_WARNING);
        return (await ensureStore(owner)).add(item);
      },
      increase: store?.increase ?? (() => notReady(NOT_IN_CART_WARNING)),
      decrease: store?.decrease ?? (() => notReady(NOT_IN_CART_WARNING)),
      remove: store?.remove ?? (() => notReady(NOT_IN_CART_WARNING)),
      clear: store?.clear ?? noop,
      clearAndSync: store?.clearAndSync ?? noop,
      refreshStock: store?.refreshStock ?? noop,
    }),
    [snapshot, store, owner, ensureStore],
  );
  return <CartContext value={value}>{children}</CartContext>;
}
