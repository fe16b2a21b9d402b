import { ShopPage } from '../../features/catalog/components/shop-page';

/**
 * /shop (docs/rules/catalogue.md#screen): the product list with its category and price filters; the page titles itself
 * from the category the search knows (an unknown one is the whole shop: docs/decisions/097-categories.md).
 */
export function Component() {
  return <ShopPage />;
}
