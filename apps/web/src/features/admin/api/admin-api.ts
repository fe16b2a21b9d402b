import { endpointPath, type Endpoint, type PathParamNames } from '@vastra/domain/api';
import type { z } from 'zod';
import { ApiError, request } from '../../../lib/api-client';
import { endStaffSession, readStaffToken } from './staff-token';

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
 * Calls a back-office endpoint of the contract with the staff session's token; the answer is parsed
 * by the contract's response schema. Failures are ApiError (lib/api-client.ts), branch on `code`.
 * A 401 on a signed-in call ends the session here, once for every screen: the token is forgotten and
 * the shell's guard shows the sign-in screen with "Your session has ended".
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
  const token = readStaffToken();
  return request(path, {
    method: endpoint.method,
    ...(input.body !== undefined ? { body: input.body } : endpoint.method === 'GET' ? {} : { body: {} }),
    token,
    response: endpoint.response,
    ...(endpoint.timeoutMs ? { timeoutMs: endpoint.timeoutMs } : {}),
    ...(input.signal ? { signal: input.signal } : {}),
  }).catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 401 && endpoint.auth !== 'none' && token !== null) {
      // Only the token this call carried: a sign-in that finished meanwhile keeps its new one.
      if (readStaffToken() === token) endStaffSession();
    }
    throw error;
  }) as Promise<Output<E>>;
}
