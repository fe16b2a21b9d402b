import { useQuery } from '@tanstack/react-query';
import { callAfterFirstPaint } from '../api/call-after-first-paint';

// Imported only by screens that load lazily (the product page's Check delivery), like serviceability.ts.

/**
 * The shop's delivery and cash-on-delivery fees as the owner set them (GET /api/checkout/rules, the answer checkout
 * reads too, under the same key); asked only once `enabled` (a PIN was checked). Null when they cannot be read.
 */
export function useDeliveryCharges(enabled: boolean) {
  return useQuery({
    queryKey: ['checkout-rules'],
    queryFn: ({ signal }) => callAfterFirstPaint('checkoutRules', { signal }),
    staleTime: 60_000,
    retry: false,
    enabled,
    select: (rules) => rules.delivery,
  });
}
