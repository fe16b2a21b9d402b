import { ENDPOINTS, type TrackMyBody, type TrackMyResponse } from '@vastra/domain/api';
import { callEndpoint } from '../../../lib/api/call-endpoint';

/**
 * POST /api/orders/track-shipping/my {awbs, orderIds} (docs/rules/api.md#endpoints, bearer, 30 s timeout): tracking of
 * many orders at once.
 */
export function trackMyOrders(token: string, body: TrackMyBody): Promise<TrackMyResponse> {
  return callEndpoint(ENDPOINTS.trackMine, { token, body });
}
