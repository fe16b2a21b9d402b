// The fuzzer's target shape (hostile-input.targets.ts lists the targets; hostile-input.back-office.ts the back office's
// valid requests).
import type { StaffAuth } from '@vastra/domain/api';

export type JsonObject = Record<string, unknown>;

export interface FuzzTarget {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Fastify-style path: `:name` parameters are filled from `params`. */
  path: string;
  auth: boolean;
  /** A back-office route: sent with the token of a member of staff whose role has the permission it needs. */
  staff?: StaffAuth['staff'];
  /** Reads multipart/form-data (photo uploads): fuzzed by its own upload tests, not as JSON. */
  multipart?: boolean;
  /**
   * Has its own body limit above the app's 256 KB (the stock import's, catalog-admin.routes.ts): 300 KB of JSON is
   * read and refused by its schema (400) instead of by size (413).
   */
  largeBody?: boolean;
  /**
   * Also reads an HTML form's body (the sandbox payment link's page posts one, sandbox-payment-link.ts): a
   * form-encoded body is read and refused by its schema (400) instead of by its content type (415).
   */
  formBody?: boolean;
  /** Valid-format path parameters (the fuzzer replaces one at a time). */
  params?: Record<string, string>;
  /** A valid body (the fuzzer breaks it); absent for routes that read no body. */
  body?: JsonObject;
  /** Top-level keys the body cannot do without. */
  required?: readonly string[];
  /** Dotted paths of body fields whose `null` is valid (`cod.maxOrderValue`: no limit). */
  nullable?: readonly string[];
  /** The body may be `null` (fail-next), so `null` is not a hostile whole body there. */
  nullableBody?: boolean;
  /** A valid query for routes with a query schema (strict: unknown keys are refused). */
  query?: Record<string, string>;
  /**
   * Query keys that take any text (a search box): odd text there is searched for, not refused, so it must only
   * never be a 5xx.
   */
  freeText?: readonly string[];
  /** Acts on any well-formed request (logout): only malformed transport is sent. */
  transportOnly?: boolean;
  /** Reads raw bytes (the webhook): every body reaches the handler, which checks the signature. */
  rawBody?: boolean;
  /** Parameter values that name another route (`/api/orders/my`), left out of the fuzz. */
  reserved?: readonly string[];
}

export interface FuzzContext {
  productId: string;
  userId: string;
  phone: string;
}

/** What the fuzzer adds to a contract entry: the entry gives method, path and auth. */
export type FuzzRequest = Omit<FuzzTarget, 'method' | 'path' | 'auth'>;

/** A well-formed id that names no order, return or record. */
export const UNKNOWN_ORDER = '0b9c6a8e-1f2d-4c3b-9a8e-7d6c5b4a3f21';

/** The URL of a target with its parameters filled in (URL-encoded). */
export function urlOf(
  target: FuzzTarget,
  params: Record<string, string> = target.params ?? {},
  query?: Record<string, string>,
): string {
  const path = target.path.replace(/:([A-Za-z]+)/g, (_m, name: string) => encodeURIComponent(params[name] ?? ''));
  const search = query ? new URLSearchParams(query).toString() : '';
  return search ? `${path}?${search}` : path;
}
