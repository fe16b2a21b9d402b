import { keepPreviousData, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import type { SearchFacets, SearchResponse } from '@vastra/domain/api';
import { normalizeProducts, type Product } from '@vastra/domain/catalog';
import { callAfterFirstPaint } from '../../../lib/api/call-after-first-paint';
import { pageOrigin, takeInitialPage } from '../../../lib/initial-page';
import { shopQueryString, type ShopQuery } from '@vastra/domain/catalog';

/** One page of results, its products read like every other product list. */
export type SearchPage = {
  items: Product[];
  total: number;
  nextCursor: string | null;
  facets: SearchFacets;
  didYouMean: string | null;
};

export const searchKeys = {
  all: ['products', 'search'] as const,
  results: (queryString: string) => [...searchKeys.all, 'results', queryString] as const,
  suggestions: (text: string) => [...searchKeys.all, 'suggestions', text] as const,
};

function toPage(response: SearchResponse): SearchPage {
  return { ...response, items: normalizeProducts(response.items, pageOrigin()) };
}

/** GET /api/client/search?{queryString} (shop-query.ts writes it), from `cursor` when given. */
export async function searchProducts(queryString: string, cursor: string | null, signal?: AbortSignal) {
  const params = new URLSearchParams(queryString);
  if (cursor) params.set('cursor', cursor);
  return toPage(await callAfterFirstPaint('search', { query: Object.fromEntries(params), signal }));
}

/**
 * The first page the server put inside the page for this very query (`query` as shopQueryString
 * writes it, cursor included), or undefined: it is taken once, and only a match is used.
 */
function initialResults(pageQuery: string): InfiniteData<SearchPage, string | null> | undefined {
  const initial = takeInitialPage('shop');
  if (!initial || initial.query !== pageQuery) return undefined;
  try {
    return { pages: [toPage(initial.result)], pageParams: [new URLSearchParams(pageQuery).get('cursor')] };
  } catch {
    return undefined;
  }
}

/**
 * The shop's results, page by page (by `nextCursor`), for the filters and sort in `query`;
 * `startCursor` is the address's cursor (a crawler following 'Show more'). While a new query loads the
 * previous results stay on screen, dimmed by the caller.
 */
export function useSearchResults(query: ShopQuery, startCursor: string | null) {
  const queryString = shopQueryString(query);
  const pageQuery = shopQueryString(query, startCursor);
  return useInfiniteQuery({
    queryKey: searchKeys.results(pageQuery),
    queryFn: ({ pageParam, signal }) => searchProducts(queryString, pageParam, signal),
    initialPageParam: startCursor,
    getNextPageParam: (last: SearchPage) => last.nextCursor,
    initialData: () => initialResults(pageQuery),
    // The embedded page is as fresh as the page itself.
    initialDataUpdatedAt: () => Date.now(),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
