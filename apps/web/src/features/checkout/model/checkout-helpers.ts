import { ApiError } from '../../../lib/api-client';
import { TOKEN_STORAGE_KEY } from '../../../lib/session/token-storage';

/**
 * The server's own text of a refused call (docs/rules/checkout.md#messages prefers it), or null for no answer or none
 * given.
 */
export function serverMessageOf(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status < 400) return null;
  const body = error.body as { message?: unknown } | null | undefined;
  const message = typeof body === 'object' && body !== null ? body.message : undefined;
  return typeof message === 'string' && message.trim() !== '' ? message.trim() : null;
}

/**
 * True when the stored session token has been removed, e.g. by a logout in another tab. Storage that
 * cannot be read says nothing (the session then lives in memory only), so that is not "removed".
 */
export function storedTokenRemoved(): boolean {
  try {
    return window.localStorage.getItem(TOKEN_STORAGE_KEY) === null;
  } catch {
    return false;
  }
}
