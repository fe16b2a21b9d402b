import {
  INVALID_ADD_WARNING,
  NOT_IN_CART_WARNING,
  cartTotalQuantity,
  cartTotalRupees,
  type CartResult,
} from '@vastra/domain/cart';
import { startTransition, useEffect, useMemo, useState, type ReactNode } from 'react';
import { afterFirstPaint } from '../../../lib/after-first-paint';
import { useSession } from '../../../lib/session/session-context';
import { FALLBACK_SHOP_NAME, useShopConfig } from '../../../lib/shop-config';
import { cartStorageKey } from '../cart-storage-key';
import type { CartSnapshot, CartStore } from '../cart-store';
import { CartContext, type CartApi } from '../hooks/use-cart';

// The cart's code (its rules read carts through zod, ~25 KB gzip) loads right after the first paint
// rather than with it or before it: the cart cannot be ready before GET /api/shop-config has answered anyway,
// because its storage key needs the shop's name (the initial JS budget, docs/rules/performance.md).
const loadCartStore = () =>
  afterFirstPaint()
    .then(() => import('../browser-cart-store'))
    .then((module) => module.createBrowserCartStore());

/** Until the store has loaded the cart is empty and not ready; screens that change it wait for `ready`. */
const LOADING: CartSnapshot = { items: [], warning: null, ready: false };
const notReady = (warning: string): CartResult => ({ ok: false, cart: [], reason: 'not-in-cart', warning });
const noop = () => undefined;

/** Holds the cart for the whole app; needs <SessionProvider> and a QueryClientProvider above. */
export function CartProvider({ children }: { children: ReactNode }) {
  const { user, token, loading, unchecked, onLogout } = useSession();
  const shopConfig = useShopConfig();
  const [store, setStore] = useState<CartStore | null>(null);
  // The key needs the shop's name, so the cart is read once GET /api/shop-config has answered (or failed).
  const storageKey = shopConfig.isPending ? null : cartStorageKey(shopConfig.data?.name || FALLBACK_SHOP_NAME);

  useEffect(() => {
    let live = true;
    loadCartStore().then(
      (loaded) => live && startTransition(() => setStore(loaded)),
      // A failed chunk load leaves the cart not ready; the next navigation reloads the app's code.
      noop,
    );
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    if (store === null || loading || storageKey === null) return;
    store.setOwner({
      storageKey,
      userId: user?._id ?? null,
      token,
      serverCart: user?.cart ?? [],
      unchecked: unchecked != null,
    });
  }, [store, loading, storageKey, user, token, unchecked]);

  useEffect(() => (store ? onLogout(store.resetAfterLogout) : undefined), [store, onLogout]);

  // The server draws (and the browser hydrates) the cart as still loading: its store comes after the first paint. Its
  // changes are transitions, not a store read with useSyncExternalStore, whose every change is drawn at once in one
  // blocking task: the cart sits above the whole page, and a blocking change there would take over (hydrate) every part
  // of a drawn page not yet taken over in that same task (docs/decisions/135-first-screens-drawn-on-the-server.md).
  const [snapshot, setSnapshot] = useState<CartSnapshot>(LOADING);
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
      add: store?.add ?? (() => notReady(INVALID_ADD_WARNING)),
      increase: store?.increase ?? (() => notReady(NOT_IN_CART_WARNING)),
      decrease: store?.decrease ?? (() => notReady(NOT_IN_CART_WARNING)),
      remove: store?.remove ?? (() => notReady(NOT_IN_CART_WARNING)),
      clear: store?.clear ?? noop,
      clearAndSync: store?.clearAndSync ?? noop,
      refreshStock: store?.refreshStock ?? noop,
    }),
    [snapshot, store],
  );
  return <CartContext value={value}>{children}</CartContext>;
}
