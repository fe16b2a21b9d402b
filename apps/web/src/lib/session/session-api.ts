import type { User } from '@vastra/domain/api';
import { callAfterFirstPaint } from '../api/call-after-first-paint';

/** GET /api/auth/me (docs/rules/api.md#endpoints): the signed-in user; any failure is an ApiError. */
export async function fetchMe(token: string, signal?: AbortSignal): Promise<User> {
  return callAfterFirstPaint('me', { token, signal });
}

/** POST /api/auth/logout revokes the token (docs/deviations.md); the answer does not matter to the shopper. */
export async function revokeToken(token: string): Promise<void> {
  try {
    await callAfterFirstPaint('logout', { token });
  } catch {
    // docs/rules/sign-in.md#session: logout always succeeds locally.
  }
}
