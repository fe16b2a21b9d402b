import { PRICE_SLIDER, type CategoryFilter, type SearchSort } from '@vastra/domain/catalog';
import { startTransition, useCallback, useEffect, useMemo, useOptimistic, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import {
  EMPTY_SHOP_QUERY,
  minSliderValue,
  readShopQuery,
  shopHref,
  sliderValue,
  type ShopQuery,
} from '@vastra/domain/catalog';

const START = 'price-filter-start';
const END = 'price-filter-end';

/** The slider goes into the address this long after it stops moving: one history entry per pause, not per step. */
export const SLIDER_COMMIT_MS = 300;

/** The slider's value as a maxPrice: its top means no limit. */
export const maxPriceOf = (value: number): number | null => (value >= PRICE_SLIDER.max ? null : value);

/** The minimum slider's value as a minPrice: its bottom means no limit. */
export const minPriceOf = (value: number): number | null => (value <= PRICE_SLIDER.min ? null : value);

/** The price sliders' values: the minimum and the maximum. */
export type PriceRange = { min: number; max: number };

/**
 * The shop's state, kept in the address (docs/decisions/028-shop-state-in-the-address.md): every change
 * is a new history entry (Back undoes it) and drops the page cursor; the price slider shows its value at
 * once and reaches the address SLIDER_COMMIT_MS after the last move. The results are timed from that moment (the
 * pause itself is chosen, not work) to their being on screen: marks 'price-filter-start' / 'price-filter-end',
 * measure 'price-filter' (`markResultsShown` ends it; docs/decisions/150-slider-timed-from-its-commit.md).
 */
export function useShopFilters() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const addressed = useMemo(() => readShopQuery(searchParams), [searchParams]);
  // The router renders a new address as a transition, which can wait for the results: the controls show
  // the shopper's choice at once (a ticked box stays ticked) and the address catches up.
  const [query, choose] = useOptimistic(addressed);
  const cursor = searchParams.get('cursor');

  const apply = useCallback(
    (next: ShopQuery) =>
      startTransition(() => {
        choose(next);
        void navigate(shopHref(next), { preventScrollReset: true });
      }),
    [navigate, choose],
  );
  const queryRef = useRef(query);
  useEffect(() => {
    queryRef.current = query;
  });
  const update = useCallback((patch: Partial<ShopQuery>) => apply({ ...queryRef.current, ...patch }), [apply]);

  const [dragging, setDragging] = useState<(PriceRange & { from: string }) | null>(null);
  const search = searchParams.toString();
  // The address moved on (Back, a link, a commit): the sliders show the address again.
  const moved = dragging && dragging.from === search ? dragging : null;
  const price: PriceRange = moved
    ? { min: moved.min, max: moved.max }
    : { min: minSliderValue(query), max: sliderValue(query) };
  useEffect(() => {
    if (!dragging || dragging.from !== search) return;
    const timer = setTimeout(() => {
      performance.clearMarks(START);
      performance.mark(START);
      setDragging(null);
      update({ minPrice: minPriceOf(dragging.min), maxPrice: maxPriceOf(dragging.max) });
    }, SLIDER_COMMIT_MS);
    return () => clearTimeout(timer);
  }, [dragging, search, update]);

  /** Moves the sliders to `next`: the one not moved gives way (a minimum above the maximum takes it along). */
  const setPrice = useCallback(
    (next: PriceRange) => {
      setDragging({ ...next, from: search });
    },
    [search],
  );

  return {
    query,
    cursor,
    price,
    setPrice,
    apply,
    setCategory: (category: CategoryFilter) => update({ category }),
    setSort: (sort: SearchSort) => update({ sort }),
    toggleSize: (size: string) =>
      update({
        sizes: query.sizes.includes(size) ? query.sizes.filter((s) => s !== size) : [...query.sizes, size],
      }),
    setInStock: (inStock: boolean) => update({ inStock }),
    setAttributes: (attributes: ShopQuery['attributes']) => update({ attributes }),
    clearFilters: () => apply({ ...EMPTY_SHOP_QUERY, q: query.q, sort: query.sort }),
  };
}

/** Ends the slider's 'price-filter' measure once the results for the moved slider are on screen. */
export function markResultsShown(): void {
  if (performance.getEntriesByName(START, 'mark').length === 0) return;
  performance.mark(END);
  performance.measure('price-filter', START, END);
  performance.clearMarks(START);
}
