import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { afterFirstPaint } from '../../../lib/after-first-paint';
import { useSession } from '../../../lib/session/session-context';
import { FALLBACK_SHOP_NAME, useShopConfig } from '../../../lib/shop-config';
import { createCartHub } from '../cart-hub';
import { cartStorageKey } from '../cart-storage-key';
import type { CartOwner } from '../cart-store';
import { CartContext } from '../hooks/use-cart';

// The cart's code loads after the page's first paint, and only when there is a cart (cart-hub.ts).
const loadCartStore = () =>
  afterFirstPaint()
    .then(() => import('../browser-cart-store'))
    .then((module) => module.createBrowserCartStore());

/**
 * Holds the cart for the whole app; needs <SessionProvider> and a QueryClientProvider above. What it hands down never
 * changes: the server draws (and the browser hydrates) the cart as still loading, and the screens reading the cart
 * subscribe to it, so its changes redraw them and nothing else. A change of what the provider handed down would be
 * carried to every part of the page and take over (hydrate) each part not yet taken over, again for each part whose
 * code arrives (docs/decisions/157-cart-readers-subscribe.md).
 */
export function CartProvider({ children }: { children: ReactNode }) {
  const { user, token, loading, unchecked, onLogout } = useSession();
  const shopConfig = useShopConfig();
  const [hub] = useState(() => createCartHub(loadCartStore));
  // The key needs the shop's name, so the cart is read once GET /api/shop-config has answered (or failed).
  const storageKey = shopConfig.isPending ? null : cartStorageKey(shopConfig.data?.name || FALLBACK_SHOP_NAME);
  const owner = useMemo<CartOwner | null>(
    () =>
      loading || storageKey === null
        ? null
        : { storageKey, userId: user?._id ?? null, token, serverCart: user?.cart ?? [], unchecked: unchecked != null },
    [loading, storageKey, user, token, unchecked],
  );

  useEffect(() => {
    if (owner !== null) hub.setOwner(owner);
  }, [hub, owner]);
  useEffect(() => onLogout(hub.resetAfterLogout), [hub, onLogout]);

  return <CartContext value={hub}>{children}</CartContext>;
}
