import type { User } from '@vastra/domain/api';
import { loadApiContract } from '../api-contract';
import { request } from '../api-client';

/** GET /api/auth/me (spec §7): the signed-in user; any failure is an ApiError. */
export async function fetchMe(token: string, signal?: AbortSignal): Promise<User> {
  const { ENDPOINTS, User } = await loadApiContract();
  return request(ENDPOINTS.me.path, { token, response: User, signal });
}

/** POST /api/auth/logout revokes the token (design.md §7); the answer does not matter to the shopper. */
export async function revokeToken(token: string): Promise<void> {
  try {
    const { ENDPOINTS, LogoutResponse } = await loadApiContract();
    await request(ENDPOINTS.logout.path, { method: 'POST', token, response: LogoutResponse });
  } catch {
    // spec §4 Session: logout always succeeds locally.
  }
}
