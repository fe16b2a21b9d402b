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

/** A fresh Idempotency-Key; getRandomValues also works where randomUUID does not (plain-http hosts). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
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
