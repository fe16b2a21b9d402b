import { isCategory, type Category } from '@vastra/domain/catalog';
import { PRODUCT_STATUSES, type ProductStatus } from '@vastra/domain/back-office';

/** The list's filters, read from and written to the address bar so a filtered list can be shared. */
export type ProductFilters = {
  q?: string;
  category?: Category;
  status?: ProductStatus;
  stock?: 'out' | 'low';
};

const STOCK_FILTERS = ['out', 'low'] as const;

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : undefined;
}

/** The filters a URL's search asks for; unknown values are ignored rather than sent to the API. */
export function readFilters(search: URLSearchParams): ProductFilters {
  const q = search.get('q')?.trim().slice(0, 100);
  const filters: ProductFilters = {};
  if (q) filters.q = q;
  // Any category-shaped slug: the shop's list is the API's (docs/decisions/097-categories.md).
  const category = search.get('category');
  if (isCategory(category)) filters.category = category;
  const status = oneOf(PRODUCT_STATUSES, search.get('status'));
  if (status) filters.status = status;
  const stock = oneOf(STOCK_FILTERS, search.get('stock'));
  if (stock) filters.stock = stock;
  return filters;
}

/** The URL search for these filters, in a fixed order (one list, one address). */
export function filtersToSearch(filters: ProductFilters): URLSearchParams {
  const search = new URLSearchParams();
  for (const key of ['q', 'category', 'status', 'stock'] as const) {
    const value = filters[key];
    if (value) search.set(key, value);
  }
  return search;
}
