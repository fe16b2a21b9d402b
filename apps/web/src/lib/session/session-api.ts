import type { User } from '@vastra/domain/api';
import { loadApiContract } from '../api-contract';
import { request } from '../api-client';

/** GET /api/auth/me (docs/rules/api.md#endpoints): the signed-in user; any failure is an ApiError. */
export async function fetchMe(token: string, signal?: AbortSignal): Promise<User> {
  const { ENDPOINTS, User } = await loadApiContract();
  return request(ENDPOINTS.me.path, { token, response: User, signal });
}

/** POST /api/auth/logout revokes the token (docs/deviations.md); the answer does not matter to the shopper. */
export async function revokeToken(token: string): Promise<void> {
  try {
    const { ENDPOINTS, LogoutResponse } = await loadApiContract();
    await request(ENDPOINTS.logout.path, { method: 'POST', token, response: LogoutResponse });
  } catch {
    // docs/rules/sign-in.md#session: logout always succeeds locally.
  }
}
