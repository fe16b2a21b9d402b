import { ENDPOINTS, type TrackMyBody, TrackMyResponse } from '@vastra/domain/api';
import { request } from '../../../lib/api-client';

/**
 * POST /api/orders/track-shipping/my {awbs, orderIds} (docs/rules/api.md#endpoints, bearer, 30 s timeout): tracking of
 * many orders at once.
 */
export function trackMyOrders(token: string, body: TrackMyBody): Promise<TrackMyResponse> {
  return request(ENDPOINTS.trackMine.path, {
    method: 'POST',
    token,
    body,
    response: TrackMyResponse,
    timeoutMs: ENDPOINTS.trackMine.timeoutMs,
  });
}
