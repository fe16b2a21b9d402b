import { QueryClient } from '@tanstack/react-query';

/**
 * Every request is made whatever the browser says of the signal (`networkMode: 'always'`,
 * docs/decisions/124-installable-and-offline.md): offline, a screen's question is answered from what the service
 * worker kept, or fails and says so, instead of waiting paused; and a change (an order, a payment, an upload) that
 * fails is never held and sent again by itself when the signal returns.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false, networkMode: 'always' },
      mutations: { networkMode: 'always' },
    },
  });
}
