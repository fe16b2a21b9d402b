import type { z } from 'zod';
import type { Permission } from '../back-office';
import { ERROR_CODES, type ErrorCode } from './error-codes';

/**
 * A back-office endpoint's guard: a staff session whose role carries the permission named, or `'any'` for what every
 * member of staff may do (sign out, see their own profile, read the catalogue and the dashboard).
 */
export type StaffAuth = { readonly staff: Permission | 'any' };

/**
 * Who may call an endpoint: anyone; a shopper signed in with `Authorization: Bearer {token}`; or a member of staff
 * (a staff session's bearer token) with the permission the entry names. The API runs one guard per kind before the
 * body is read.
 */
export type EndpointAuth = 'none' | 'bearer' | StaffAuth;

/** Whether an endpoint needs a back-office (staff) session. */
export const isStaffAuth = (auth: EndpointAuth): auth is StaffAuth => typeof auth === 'object';

/** The permission a back-office endpoint needs, or null when any member of staff (or no one from staff) may call. */
export const permissionOf = (endpoint: Pick<Endpoint, 'auth'>): Permission | null =>
  isStaffAuth(endpoint.auth) && endpoint.auth.staff !== 'any' ? endpoint.auth.staff : null;

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
 * when it needs a sign-in, 'staff_only' when it is the back office's ('missing_permission' when it names a
 * permission), and 'loopback_only' when
 * it is a development endpoint.
 */
export function errorCodesOf(endpoint: Endpoint): ErrorCode[] {
  const implied: ErrorCode[] = [];
  if (endpoint.params || endpoint.query || endpoint.headers || endpoint.body || endpoint.multipart)
    implied.push('bad_request');
  if (endpoint.auth !== 'none') implied.push('unauthorized');
  if (isStaffAuth(endpoint.auth)) implied.push('staff_only');
  if (permissionOf(endpoint)) implied.push('missing_permission');
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
