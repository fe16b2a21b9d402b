import {
  type CreatePaymentOrderBody,
  type CreatePaymentOrderResponse,
  type CustomerInfo,
  ENDPOINTS,
} from '@vastra/domain/api';
import { callEndpoint } from '../../../lib/api/call-endpoint';

/**
 * The create-order body: docs/rules/api.md#endpoints {amount}, docs/deviations.md the items (the server bills its own
 * total), and the buyer's details, which the API stores so a payment webhook can still record the order if
 * the browser closes before verify.
 */
export type CreatePaymentOrderInput = CreatePaymentOrderBody & { customerInfo?: CustomerInfo };

/** POST /api/payment/create-order: the gateway order (id, amount in paise, currency). */
export function createPaymentOrder(
  body: CreatePaymentOrderInput,
  token: string | null,
): Promise<CreatePaymentOrderResponse> {
  return callEndpoint(ENDPOINTS.createPaymentOrder, { body, token });
}
