import { ApiError } from '../../../lib/api-client';

/**
 * The server's message when there is one, else the spec's fallback (docs/rules/sign-in.md#messages: "the server message
 * is preferred").
 */
export function errorText(err: unknown, fallback: string): string {
  return err instanceof ApiError && err.message ? err.message : fallback;
}
