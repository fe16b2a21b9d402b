import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useCart } from '../../features/cart/hooks/use-cart';
import { useRefreshCartStock } from '../../features/cart/hooks/use-refresh-cart-stock';
import { productQueryOptions } from '../../features/catalog/api/get-product';
import { CheckoutPage } from '../../features/checkout/components/checkout-page';
import { readCheckoutHandoff } from '../../features/checkout/model/read-checkout-handoff';
import { useI18n } from '../../lib/i18n';
import { usePageTitle } from '../../lib/use-page-title';

/**
 * /checkout (login required): the checkout of the items handed over by the cart or Buy Now. The
 * cart is cleared (and the empty cart synced) only when checkout came from the cart (docs/rules/checkout.md#behaviour).
 */
export function Component() {
  const location = useLocation();
  const navigate = useNavigate();
  const { clearAndSync, items: cartItems } = useCart();
  const refreshCartStock = useRefreshCartStock();
  const queryClient = useQueryClient();
  const { t } = useI18n();
  usePageTitle(t('Checkout'));
  const state: unknown = location.state;
  const handoff = useMemo(() => readCheckoutHandoff(state), [state]);

  const onOrderPlaced = useCallback(() => {
    if (handoff?.fromCart) clearAndSync();
    // The handed-over items are spent: a reload or Back must not offer the same order again.
    void navigate(location.pathname, { replace: true, state: null });
  }, [handoff, clearAndSync, navigate, location.pathname]);

  // The server refused an item for its stock: the products of the order and of the cart are fetched
  // again now, one by one (whatever their age), so the cart and their pages show what is left and the
  // shopper can fix the cart. A product that cannot be fetched keeps its line as it was.
  const onStockRefused = useCallback(() => {
    const ids = new Set([...(handoff?.items ?? []), ...cartItems].map((item) => item.id));
    const fetches = [...ids].map((id) => queryClient.fetchQuery({ ...productQueryOptions(id), staleTime: 0 }));
    void Promise.allSettled(fetches).then((results) =>
      refreshCartStock(results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []))),
    );
  }, [handoff, cartItems, queryClient, refreshCartStock]);

  return <CheckoutPage handoff={handoff} onOrderPlaced={onOrderPlaced} onStockRefused={onStockRefused} />;
}
