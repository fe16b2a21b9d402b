import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useCart } from '../../features/cart/hooks/use-cart';
import { useRefreshCartStock } from '../../features/cart/hooks/use-refresh-cart-stock';
import { productsQueryOptions } from '../../features/catalog/api/get-products';
import { CheckoutPage } from '../../features/checkout/components/checkout-page';
import { readCheckoutHandoff } from '../../features/checkout/model/read-checkout-handoff';
import { usePageTitle } from '../../lib/use-page-title';

/**
 * /checkout (login required): the checkout of the items handed over by the cart or Buy Now. The
 * cart is cleared (and the empty cart synced) only when checkout came from the cart (docs/rules/checkout.md#behaviour).
 */
export function Component() {
  const location = useLocation();
  const navigate = useNavigate();
  const { clearAndSync } = useCart();
  const refreshCartStock = useRefreshCartStock();
  const queryClient = useQueryClient();
  usePageTitle('Checkout');
  const state: unknown = location.state;
  const handoff = useMemo(() => readCheckoutHandoff(state), [state]);

  const onOrderPlaced = useCallback(() => {
    if (handoff?.fromCart) clearAndSync();
    // The handed-over items are spent: a reload or Back must not offer the same order again.
    void navigate(location.pathname, { replace: true, state: null });
  }, [handoff, clearAndSync, navigate, location.pathname]);

  // The server refused an item for its stock: the product list is fetched again now (whatever its
  // age), so the cart and the shop show what is left and the shopper can fix the cart.
  const onStockRefused = useCallback(() => {
    queryClient.fetchQuery({ ...productsQueryOptions, staleTime: 0 }).then(refreshCartStock, () => undefined);
  }, [queryClient, refreshCartStock]);

  return <CheckoutPage handoff={handoff} onOrderPlaced={onOrderPlaced} onStockRefused={onStockRefused} />;
}
