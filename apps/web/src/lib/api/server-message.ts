import { ApiError } from '../api-client';

/**
 * The server's own text of a refused call (docs/rules/errors.md#messages-to-the-shopper prefers it), or null for no
 * answer or none given.
 */
export function serverMessageOf(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status < 400) return null;
  const message = (error.body as { message?: unknown } | null | undefined)?.message;
  return typeof message === 'string' && message.trim() !== '' ? message.trim() : null;
}
