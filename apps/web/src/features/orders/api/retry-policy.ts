import { ApiError } from '../../../lib/api-client';

/** True for answers a retry cannot change: no session, not yours, not found. */
export function isFinalError(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 401 || error.status === 403 || error.status === 404);
}

/** One retry for a lost or failed answer, none for a final one. */
export function retryOnce(failureCount: number, error: unknown): boolean {
  return !isFinalError(error) && failureCount < 1;
}

/**
 * True when the server said the session is no longer valid (docs/rules/security.md#roles: a 401 on orders sends to
 * /login).
 */
export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}
