import { useQueries } from '@tanstack/react-query';
import { WISHLIST_MESSAGES } from '@vastra/domain/wishlist';
import { productQueryOptions } from '../../features/catalog/api/get-product';
import { WishlistPage } from '../../features/wishlist/components/wishlist-page';
import { usePageTitle } from '../../lib/use-page-title';
import { useWishlist } from '../../lib/wishlist/use-wishlist';

/** /wishlist (docs/decisions/112-wishlist-back-in-stock.md): a guest's list on this device, a shopper's synced. */
export function Component() {
  usePageTitle(WISHLIST_MESSAGES.title);
  const wishlist = useWishlist();
  const products = useQueries({ queries: wishlist.ids.map((id) => productQueryOptions(id)) });
  const entries = wishlist.ids.map((productId, i) => ({
    productId,
    product: products[i]?.data,
    pending: products[i]?.isPending ?? true,
  }));
  return <WishlistPage entries={entries} alerts={wishlist.alerts} onRemove={wishlist.toggle} />;
}
