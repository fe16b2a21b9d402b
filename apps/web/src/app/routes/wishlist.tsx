import { useQueries } from '@tanstack/react-query';
import { productQueryOptions } from '../../features/catalog/api/get-product';
import { WishlistPage } from '../../features/wishlist/components/wishlist-page';
import { useI18n } from '../../lib/i18n';
import { usePageTitle } from '../../lib/use-page-title';
import { useWishlist } from '../../lib/wishlist/use-wishlist';

/**
 * /wishlist (docs/decisions/112-wishlist-back-in-stock.md): a guest's list on this device, a shopper's synced. Its
 * title is the domain's WISHLIST_MESSAGES.title in the shopper's language.
 */
export function Component() {
  const { t } = useI18n();
  usePageTitle(t('My Wishlist'));
  const wishlist = useWishlist();
  const products = useQueries({ queries: wishlist.ids.map((id) => productQueryOptions(id)) });
  const entries = wishlist.ids.map((productId, i) => ({
    productId,
    product: products[i]?.data,
    pending: products[i]?.isPending ?? true,
  }));
  return <WishlistPage entries={entries} alerts={wishlist.alerts} onRemove={wishlist.toggle} />;
}
