import type { EndpointName } from '@vastra/domain/api';
import type { FuzzRequest } from './hostile-input.types';

/** A valid request per entry of the team's alerts (docs/decisions/131-owner-alerts.md). */
export function alertRequests(): Record<Extract<EndpointName, `admin${string}Alert${string}`>, FuzzRequest> {
  return {
    adminAlertSettings: {},
    adminUpdateAlertSettings: {
      body: { kinds: ['new_order', 'low_stock'], channels: ['sms', 'email'], email: 'owner@vastra.in', digest: true },
      required: ['kinds', 'channels', 'email', 'digest'],
    },
    adminAlerts: { query: { after: '12' } },
  };
}
