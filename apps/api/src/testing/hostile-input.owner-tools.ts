import type { EndpointName } from '@vastra/domain/api';
import type { FuzzContext, FuzzRequest } from './hostile-input.types';

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

/** A valid order taken by phone (docs/decisions/132-phone-orders.md): a new customer's, cash on delivery. */
export function phoneOrderRequests(c: FuzzContext): Record<'adminCreateOrder', FuzzRequest> {
  return {
    adminCreateOrder: {
      body: {
        customerId: null,
        customerInfo: {
          name: 'Asha Verma',
          email: 'asha@example.in',
          phone: '9876543210',
          address: '12 MG Road',
          city: 'Bengaluru',
          state: 'Karnataka',
          pincode: '560001',
          notes: '',
        },
        items: [{ productId: c.productId, size: 'M', quantity: 1 }],
        payment: 'cod',
        language: 'hi',
      },
      required: ['customerId', 'customerInfo', 'items', 'payment'],
    },
  };
}
