import type { z } from 'zod';
import { ERROR_CODES, type ErrorCode } from './error-codes';

/**
 * Who may call an endpoint: anyone; a shopper signed in with `Authorization: Bearer {token}`; any member
 * of staff (a staff session's bearer token); or only an owner. The API runs one guard per kind before the
 * body is read.
 */
export type EndpointAuth = 'none' | 'bearer' | 'staff' | 'owner';

/** Whether an endpoint needs a back-office (staff) session. */
export const isStaffAuth = (auth: EndpointAuth): auth is 'staff' | 'owner' => auth === 'staff' || auth === 'owner';

/**
 * One API call, the single place its path, method and schemas are written: the API registers its
 * route from it (apps/api/src/plugins/contract-route.ts), the storefront calls it by it, and the
 * OpenAPI document describes it from it.
 */
export interface Endpoint {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: `/api/${string}`;
  auth: EndpointAuth;
  /** Exists only outside production and answers only this machine (sandbox, simulator, SMS outbox). */
  devOnly?: true;
  tags: readonly string[];
  summary: string;
  /** How long the storefront waits for the answer. */
  timeoutMs?: number;
  params?: z.ZodType;
  query?: z.ZodType;
  headers?: z.ZodType;
  body?: z.ZodType;
  /** The success body; absent when the answer is not JSON (a script). */
  response?: z.ZodType;
  /** The success status: 200 unless said. */
  status?: 201;
  /** The codes it may answer besides those every such call may (see {@link errorCodesOf}). */
  errors: readonly ErrorCode[];
  /** Other answers by status: an error body with more fields than ApiErrorBody, or a second success. */
  answers?: Readonly<Partial<Record<number, z.ZodType>>>;
  /** The body is `multipart/form-data` (photos), read by the handler as a stream, not by a schema. */
  multipart?: { maxFileBytes: number; maxFiles: number };
}

/**
 * Every code a call may answer: its own list, plus 'bad_request' when it reads any input, 'unauthorized'
 * when it needs a sign-in, 'staff_only' / 'owner_only' when it is the back office's, and 'loopback_only' when
 * it is a development endpoint.
 */
export function errorCodesOf(endpoint: Endpoint): ErrorCode[] {
  const implied: ErrorCode[] = [];
  if (endpoint.params || endpoint.query || endpoint.headers || endpoint.body || endpoint.multipart)
    implied.push('bad_request');
  if (endpoint.auth !== 'none') implied.push('unauthorized');
  if (isStaffAuth(endpoint.auth)) implied.push('staff_only');
  if (endpoint.auth === 'owner') implied.push('owner_only');
  if (endpoint.devOnly) implied.push('loopback_only');
  return [...new Set([...implied, ...endpoint.errors])];
}

/** The statuses of a call's error answers, from its codes. */
export function errorStatusesOf(endpoint: Endpoint): number[] {
  return [...new Set(errorCodesOf(endpoint).map((code) => ERROR_CODES[code]))].sort((a, b) => a - b);
}

/** The `:name` parameters of a path, as a union of names. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** Fills a path's `:name` parameters, URL-encoded: `endpointPath(ENDPOINTS.order.path, { id })`. */
export function endpointPath<P extends string>(path: P, params: Record<PathParamNames<P>, string>): string {
  const values: Record<string, string> = params;
  return path.replace(/:([A-Za-z]+)/g, (_match, name: string) => encodeURIComponent(values[name] ?? ''));
}
