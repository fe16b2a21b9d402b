import { useQuery } from '@tanstack/react-query';
import type { AvailableOffer } from '@vastra/domain/api';
import { callAfterFirstPaint } from '../api/call-after-first-paint';

const NONE: readonly AvailableOffer[] = [];

/**
 * GET /api/offers: the offers live now, asked once per five minutes for every card and product page (one cached
 * query), after the first paint so the storefront's first JavaScript carries no contract (docs/rules/performance.md).
 * No answer means no badges: a badge never holds a page back.
 */
export function useLiveOffers(): readonly AvailableOffer[] {
  const offers = useQuery({
    queryKey: ['live-offers'],
    queryFn: ({ signal }) => callAfterFirstPaint('liveOffers', { signal }),
    staleTime: 5 * 60_000,
    retry: false,
  });
  return offers.data?.offers ?? NONE;
}
