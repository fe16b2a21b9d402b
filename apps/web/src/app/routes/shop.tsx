import { ALL_CATEGORIES, categoryLabel, parseCategoryParam } from '@vastra/domain/catalog';
import { useSearchParams } from 'react-router';
import { ShopPage } from '../../features/catalog/components/shop-page';
import { usePageTitle } from '../../lib/use-page-title';

/** /shop (docs/rules/catalogue.md#screen): the product list with its category and price filters. */
export function Component() {
  const category = parseCategoryParam(useSearchParams()[0].get('category'));
  usePageTitle(category === ALL_CATEGORIES ? 'Shop' : `Shop: ${categoryLabel(category)}`);
  return <ShopPage />;
}
