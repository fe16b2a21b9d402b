import { QueryObserver, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { AvailableOffer, LiveOffersResponse } from '@vastra/domain/api';
import { useCallback, useSyncExternalStore } from 'react';
import { LIVE_OFFERS_ELEMENT_ID } from '@vastra/domain/catalog';
import { callAfterFirstPaint } from '../api/call-after-first-paint';
import { takeBlock } from '../initial-page';

const NONE: readonly AvailableOffer[] = [];

let serverOffers: LiveOffersResponse | null = null;
let pageOffers: LiveOffersResponse | null | undefined;

/** The server's render (src/server/entry-server.tsx): the offers the page it draws carries. */
export function provideLiveOffers(offers: LiveOffersResponse | null): void {
  serverOffers = offers;
}

/**
 * The offers live when the page was made (GET /api/offers' answer, apps/api plugins/spa-page.ts), read once and kept:
 * a page's badges need no request, nor the contract's schemas. Undefined when the page has none (dev server, tests).
 */
export function pageLiveOffers(): LiveOffersResponse | undefined {
  if (serverOffers !== null || typeof document === 'undefined') return serverOffers ?? undefined;
  if (pageOffers === undefined) pageOffers = takeBlock<LiveOffersResponse>(LIVE_OFFERS_ELEMENT_ID);
  return pageOffers ?? undefined;
}

/** Tests: forget the page's offers, so the next call reads the document again. */
export function resetLiveOffersForTests(): void {
  pageOffers = undefined;
}

/** One observer of the offers per query client, shared by every card (see useLiveOffers). */
const observers = new WeakMap<QueryClient, QueryObserver<LiveOffersResponse>>();

function liveOffersObserver(client: QueryClient): QueryObserver<LiveOffersResponse> {
  let observer = observers.get(client);
  if (!observer) {
    observer = new QueryObserver<LiveOffersResponse>(client, {
      queryKey: ['live-offers'],
      queryFn: ({ signal }) => callAfterFirstPaint('liveOffers', { signal }),
      initialData: pageLiveOffers,
      staleTime: 5 * 60_000,
      retry: false,
    });
    observers.set(client, observer);
  }
  return observer;
}

/**
 * GET /api/offers: the offers live now, asked once per five minutes for every card and product page (one cached
 * query), after the first paint so the storefront's first JavaScript carries no contract (docs/rules/performance.md);
 * the first five minutes of a visit take the answer the page brought (pageLiveOffers), drawn by the server and
 * hydrated without asking. No answer means no badges: a badge never holds a page back.
 *
 * Every card reads one shared observer instead of holding its own (useQuery): a page of 45 cards took over 44 more
 * observers while it was hydrated (docs/decisions/142-numbers-without-intl-on-first-screens.md). The answer changes
 * at most once per five minutes, so reading it as an external store's (a blocking render of the badges) costs
 * nothing.
 */
export function useLiveOffers(): readonly AvailableOffer[] {
  const observer = liveOffersObserver(useQueryClient());
  const subscribe = useCallback(
    (onChange: () => void) => {
      // The first card of a page takes up the cache's query again: the one the observer had is gone once no card
      // showed it for the cache's five minutes.
      if (!observer.hasListeners()) observer.setOptions(observer.options);
      return observer.subscribe(onChange);
    },
    [observer],
  );
  const read = () => observer.getCurrentResult();
  const offers = useSyncExternalStore(subscribe, read, read);
  return offers.data?.offers ?? NONE;
}
