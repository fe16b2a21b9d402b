import { stockMapOf, type Product } from '@vastra/domain/catalog';
import { useCallback } from 'react';
import { useCartActions } from './use-cart';

/**
 * Takes freshly fetched products into the cart: each line's stock becomes the product's current
 * stock, so after a sell-out the cart shows the docs/rules/cart.md#screen, docs/rules/cart.md#validation limits ('Max
 * available: 0', plus disabled) and the shopper can fix the line before checking out again. Lines of
 * products not given keep their stock.
 */
export function useRefreshCartStock(): (products: readonly Product[]) => void {
  const { refreshStock } = useCartActions();
  return useCallback(
    (products) => refreshStock(new Map(products.map((product) => [product._id, stockMapOf(product)]))),
    [refreshStock],
  );
}
