import { AuthResponse, ENDPOINTS, type RegisterBody } from '@vastra/domain/api';
import { request } from '../../../lib/api-client';

/** POST /api/auth/register (docs/rules/sign-in.md#data, docs/rules/api.md#endpoints): the new account, logged in. */
export function register(body: RegisterBody): Promise<AuthResponse> {
  return request(ENDPOINTS.register.path, { method: 'POST', body, response: AuthResponse });
}
