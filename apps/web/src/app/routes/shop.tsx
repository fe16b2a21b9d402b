import { ShopPage } from '../../features/catalog/components/shop-page';

/** /shop (spec §2): the product list with its category and price filters. */
export function Component() {
  return <ShopPage />;
}
