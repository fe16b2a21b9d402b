import { useQuery } from '@tanstack/react-query';
import { CheckoutRulesResponse, ENDPOINTS } from '@vastra/domain/api';
import { request } from '../../../lib/api-client';

/** GET /api/checkout/rules: the shop's cash-on-delivery rules (limit, PIN), as the owner set them. */
export function useCheckoutRules() {
  return useQuery({
    queryKey: ['checkout-rules'],
    queryFn: ({ signal }) => request(ENDPOINTS.checkoutRules.path, { response: CheckoutRulesResponse, signal }),
    staleTime: 60_000,
  });
}
