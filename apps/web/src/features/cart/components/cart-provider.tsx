import { cartTotalQuantity, cartTotalRupees } from '@vastra/domain/cart';
import { useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useSession } from '../../../lib/session/session-context';
import { FALLBACK_SHOP_NAME, useShopConfig } from '../../../lib/shop-config';
import { pushCart } from '../api/update-cart';
import { createCartStore } from '../cart-store';
import { cartStorageKey, readLocalCart, removeLocalCart, writeLocalCart } from '../cart-storage';
import { CartContext, type CartApi } from '../hooks/use-cart';

/** Holds the cart for the whole app; needs <SessionProvider> and a QueryClientProvider above. */
export function CartProvider({ children }: { children: ReactNode }) {
  const { user, token, loading, onLogout } = useSession();
  const shopConfig = useShopConfig();
  const [store] = useState(() =>
    createCartStore({
      readLocal: readLocalCart,
      writeLocal: writeLocalCart,
      removeLocal: removeLocalCart,
      push: (pushToken, cart) => void pushCart(pushToken, cart),
    }),
  );
  // The key needs the shop's name, so the cart is read once GET /api/shop-config has answered (or failed).
  const storageKey = shopConfig.isPending ? null : cartStorageKey(shopConfig.data?.name || FALLBACK_SHOP_NAME);

  useEffect(() => {
    if (loading || storageKey === null) return;
    store.setOwner({ storageKey, userId: user?._id ?? null, token, serverCart: user?.cart ?? [] });
  }, [store, loading, storageKey, user, token]);

  useEffect(() => onLogout(store.resetAfterLogout), [store, onLogout]);

  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot);
  const value = useMemo<CartApi>(
    () => ({
      ...snapshot,
      totalQuantity: cartTotalQuantity(snapshot.items),
      totalRupees: cartTotalRupees(snapshot.items),
      dismissWarning: store.dismissWarning,
      add: store.add,
      increase: store.increase,
      decrease: store.decrease,
      remove: store.remove,
      clear: store.clear,
      clearAndSync: store.clearAndSync,
    }),
    [snapshot, store],
  );
  return <CartContext value={value}>{children}</CartContext>;
}
