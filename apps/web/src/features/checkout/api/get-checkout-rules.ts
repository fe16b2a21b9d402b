import { useQuery } from '@tanstack/react-query';
import { ENDPOINTS } from '@vastra/domain/api';
import { callEndpoint } from '../../../lib/api/call-endpoint';

/** GET /api/checkout/rules: the shop's cash-on-delivery rules (limit, PIN), as the owner set them. */
export function useCheckoutRules() {
  return useQuery({
    queryKey: ['checkout-rules'],
    queryFn: ({ signal }) => callEndpoint(ENDPOINTS.checkoutRules, { signal }),
    staleTime: 60_000,
  });
}
