import { endpointPath, type Endpoint, type PathParamNames } from '@vastra/domain/api';
import type { z } from 'zod';
import { ApiError, request } from '../../../lib/api-client';
import { endStaffSession, STAFF_REQUEST_HEADERS, staffSessionGeneration } from './staff-session-state';

type Input<S> = S extends z.ZodType ? z.input<S> : never;
type Output<E extends Endpoint> = E['response'] extends z.ZodType ? z.output<E['response']> : unknown;

/** What one back-office call sends: its path parameters, query and body, as the contract types them. */
export type AdminCallInput<E extends Endpoint> = (PathParamNames<E['path']> extends never
  ? { params?: undefined }
  : { params: Record<PathParamNames<E['path']>, string> }) & {
  query?: Partial<Record<string, string | number | boolean | undefined>>;
  body?: Input<E['body']>;
  signal?: AbortSignal;
};

/**
 * Calls a back-office endpoint of the contract; the browser sends the staff session's httpOnly cookie and this adds
 * the `X-Vastra-Admin` header the API asks of a cookie-signed change. The answer is parsed by the contract's response
 * schema. Failures are ApiError (lib/api-client.ts), branch on `code`. A 401 on a signed-in call ends the session
 * here, once for every screen: the shell's guard shows the sign-in screen with "Your session has ended".
 *
 *     const product = await adminCall(ENDPOINTS.adminProduct, { params: { id } });
 */
export function adminCall<E extends Endpoint>(endpoint: E, input: AdminCallInput<E>): Promise<Output<E>> {
  const params = (input.params ?? {}) as Record<PathParamNames<E['path']>, string>;
  let path = endpointPath(endpoint.path, params);
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(input.query ?? {})) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  if (search.size) path += `?${search.toString()}`;
  if (!endpoint.response) throw new Error(`${endpoint.path} has no JSON answer`);
  const since = staffSessionGeneration();
  return request(path, {
    method: endpoint.method,
    headers: STAFF_REQUEST_HEADERS,
    ...(input.body !== undefined ? { body: input.body } : endpoint.method === 'GET' ? {} : { body: {} }),
    response: endpoint.response,
    ...(endpoint.timeoutMs ? { timeoutMs: endpoint.timeoutMs } : {}),
    ...(input.signal ? { signal: input.signal } : {}),
  }).catch((error: unknown) => {
    // A sign-in that finished while this call was in flight keeps its session.
    if (error instanceof ApiError && error.status === 401 && endpoint.auth !== 'none') endStaffSession(since);
    throw error;
  }) as Promise<Output<E>>;
}
