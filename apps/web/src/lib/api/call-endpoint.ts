import type { Endpoint, ErrorCode, PathParamNames } from '@vastra/domain/api';
import { endpointPath } from '@vastra/domain/api/page-calls';
import type { z } from 'zod';
import { ApiError, request } from '../api-client';

type Input<S> = S extends z.ZodType ? z.input<S> : never;

/** What a call answers on success, as the contract's response schema parses it. */
export type EndpointOutput<E extends Endpoint> = E['response'] extends z.ZodType ? z.output<E['response']> : unknown;

/** What one call sends: its path parameters (required when the path has any), query and body, typed by the contract. */
export type EndpointInput<E extends Endpoint> = (PathParamNames<E['path']> extends never
  ? { params?: undefined }
  : { params: Record<PathParamNames<E['path']>, string> }) & {
  query?: Partial<Record<string, string | number | boolean | undefined>>;
  body?: Input<E['body']>;
  signal?: AbortSignal;
  /** The signed-in shopper's token, sent as `Authorization: Bearer`; the back office never sends one. */
  token?: string | null;
  headers?: Record<string, string>;
};

type ImpliedCode<E extends Endpoint> =
  | (E['auth'] extends 'none' ? never : 'unauthorized')
  | (E['auth'] extends object ? 'staff_only' | 'missing_permission' : never)
  | 'bad_request'
  | 'rate_limited'
  | 'internal';

/** The codes a call may fail with: its own (`errors` in the contract) and those every such call may. */
export type EndpointErrorCode<E extends Endpoint> = Extract<E['errors'][number] | ImpliedCode<E>, ErrorCode>;

/**
 * Calls an endpoint of the contract (@vastra/domain/api ENDPOINTS): its path with the parameters filled, its method,
 * its timeout, and the answer parsed by its response schema. Failures are ApiError (lib/api-client.ts); branch on the
 * code with {@link isEndpointError}, never on the message.
 *
 *     const saved = await callEndpoint(ENDPOINTS.updateSavedAddress, { params: { id }, body, token });
 */
export function callEndpoint<E extends Endpoint>(endpoint: E, input: EndpointInput<E>): Promise<EndpointOutput<E>> {
  const params = (input.params ?? {}) as Record<PathParamNames<E['path']>, string>;
  let path = endpointPath(endpoint.path, params);
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(input.query ?? {})) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  if (search.size) path += `?${search.toString()}`;
  if (!endpoint.response) throw new Error(`${endpoint.path} has no JSON answer`);
  return request(path, {
    method: endpoint.method,
    ...(input.headers ? { headers: input.headers } : {}),
    ...(input.token ? { token: input.token } : {}),
    // A change without a body still sends JSON '{}' (the API refuses an empty JSON body).
    ...(input.body !== undefined ? { body: input.body } : endpoint.method === 'GET' ? {} : { body: {} }),
    response: endpoint.response,
    ...(endpoint.timeoutMs ? { timeoutMs: endpoint.timeoutMs } : {}),
    ...(input.signal ? { signal: input.signal } : {}),
  }) as Promise<EndpointOutput<E>>;
}

/** Whether `error` is the refusal `code` of this endpoint (the code is checked against the contract when compiled). */
export function isEndpointError<E extends Endpoint>(
  _endpoint: E,
  error: unknown,
  code: EndpointErrorCode<E>,
): error is ApiError {
  return error instanceof ApiError && error.code === code;
}
