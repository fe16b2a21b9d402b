import { queryOptions } from '@tanstack/react-query';
import { ENDPOINTS, type PublicTrackingResponse } from '@vastra/domain/api';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { orderKeys } from './order-keys';

/** GET /api/track/{token}: the order the texts' link names, signed out (docs/decisions/111-sign-in-by-otp.md). */
export function getPublicTracking(token: string, signal?: AbortSignal): Promise<PublicTrackingResponse> {
  return callEndpoint(ENDPOINTS.publicTracking, { params: { token }, signal });
}

/** Read once per visit: a 404 is the answer (a link that is not ours), not a hiccup to retry. */
export function publicTrackingQueryOptions(token: string) {
  return queryOptions({
    queryKey: orderKeys.publicTracking(token),
    queryFn: ({ signal }) => getPublicTracking(token, signal),
    retry: false,
  });
}
