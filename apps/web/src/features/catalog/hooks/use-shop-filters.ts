import {
  PRICE_SLIDER,
  categoryQueryParam,
  matchesPriceFilter,
  parseCategoryParam,
  productsInCategory,
  type CategoryFilter,
  type Product,
} from '@vastra/domain/catalog';
import { useCallback, useDeferredValue, useEffect, useMemo, useState, useTransition } from 'react';
import { useSearchParams } from 'react-router';

const START = 'price-filter-start';
const END = 'price-filter-end';

/**
 * The shop's filter state (docs/rules/catalogue.md#shop, docs/rules/catalogue.md#validation): the category lives in the
 * URL (unknown → all; all clears the parameter), the price in state. Filtering is memoised and the slider value is
 * deferred, so dragging stays smooth with thousands of products; each applied slider step is timed
 * with performance marks 'price-filter-start' / 'price-filter-end' and the measure 'price-filter'.
 */
export function useShopFilters(products: readonly Product[] | undefined) {
  const [searchParams, setSearchParams] = useSearchParams();
  const category = parseCategoryParam(searchParams.get('category'));
  const [price, setPriceNow] = useState<number>(PRICE_SLIDER.default);
  const deferredPrice = useDeferredValue(price);
  const [, startTransition] = useTransition();

  const setCategory = useCallback(
    (filter: CategoryFilter) => {
      const value = categoryQueryParam(filter);
      startTransition(() => {
        setSearchParams(
          (current) => {
            const next = new URLSearchParams(current);
            if (value === null) next.delete('category');
            else next.set('category', value);
            return next;
          },
          { preventScrollReset: true },
        );
      });
    },
    [setSearchParams],
  );

  const setPrice = useCallback((value: number) => {
    performance.clearMarks(START);
    performance.mark(START);
    setPriceNow(value);
  }, []);

  const inCategory = useMemo(() => productsInCategory(products ?? [], category), [products, category]);
  const filtered = useMemo(
    () => inCategory.filter((product) => matchesPriceFilter(product, deferredPrice)),
    [inCategory, deferredPrice],
  );

  useEffect(() => {
    if (deferredPrice !== price || performance.getEntriesByName(START, 'mark').length === 0) return;
    performance.mark(END);
    performance.measure('price-filter', START, END);
    performance.clearMarks(START);
  }, [filtered, deferredPrice, price]);

  return { category, setCategory, price, setPrice, isStale: deferredPrice !== price, filtered };
}
