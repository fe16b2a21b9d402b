import { type AuthResponse, ENDPOINTS, type RegisterBody } from '@vastra/domain/api';
import { callEndpoint } from '../../../lib/api/call-endpoint';

/** POST /api/auth/register (docs/rules/sign-in.md#data, docs/rules/api.md#endpoints): the new account, logged in. */
export function register(body: RegisterBody): Promise<AuthResponse> {
  return callEndpoint(ENDPOINTS.register, { body });
}
