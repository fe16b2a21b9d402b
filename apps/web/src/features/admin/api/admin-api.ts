import type { Endpoint } from '@vastra/domain/api';
import { ApiError } from '../../../lib/api-client';
import { callEndpoint, type EndpointInput, type EndpointOutput } from '../../../lib/api/call-endpoint';
import { endStaffSession, STAFF_REQUEST_HEADERS, staffSessionGeneration } from './staff-session-state';

/**
 * What one back-office call sends: its path parameters, query and body, as the contract types them (no token, no
 * headers of its own); `idempotencyKey` for a change the contract takes one for (a phone order).
 */
export type AdminCallInput<E extends Endpoint> = Omit<EndpointInput<E>, 'token' | 'headers'> & {
  idempotencyKey?: string;
};

/**
 * Calls a back-office endpoint of the contract through the one client (lib/api/call-endpoint.ts); the browser sends
 * the staff session's httpOnly cookie and this adds the `X-Vastra-Admin` header the API asks of a cookie-signed
 * change, never an Authorization header. Failures are ApiError (lib/api-client.ts), branch on `code`. A 401 on a
 * signed-in call ends the session here, once for every screen: the shell's guard shows the sign-in screen with
 * "Your session has ended".
 *
 *     const product = await adminCall(ENDPOINTS.adminProduct, { params: { id } });
 */
export function adminCall<E extends Endpoint>(endpoint: E, input: AdminCallInput<E>): Promise<EndpointOutput<E>> {
  const since = staffSessionGeneration();
  const { idempotencyKey, ...rest } = input;
  const headers = idempotencyKey
    ? { ...STAFF_REQUEST_HEADERS, 'idempotency-key': idempotencyKey }
    : STAFF_REQUEST_HEADERS;
  const call = { ...rest, headers } as EndpointInput<E>;
  return callEndpoint(endpoint, call).catch((error: unknown) => {
    // A sign-in that finished while this call was in flight keeps its session.
    if (error instanceof ApiError && error.status === 401 && endpoint.auth !== 'none') endStaffSession(since);
    throw error;
  });
}
