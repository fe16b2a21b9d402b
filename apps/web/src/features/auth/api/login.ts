import { type AuthResponse, ENDPOINTS, type LoginBody } from '@vastra/domain/api';
import { callEndpoint } from '../../../lib/api/call-endpoint';

/**
 * POST /api/auth/login (docs/rules/api.md#endpoints): phone ('+91' plus 10 digits) and password, a single step
 * (docs/rules/sign-in.md#session).
 */
export function loginWithPassword(body: LoginBody): Promise<AuthResponse> {
  return callEndpoint(ENDPOINTS.login, { body });
}
