import { ENDPOINTS, ResetPasswordResponse, type ResetPasswordBody } from '@vastra/domain/api';
import { request } from '../../../lib/api-client';

/** POST /api/auth/reset-password (docs/rules/api.md#endpoints): a phone proven by `uid` gets a new password. */
export function resetPassword(body: ResetPasswordBody): Promise<ResetPasswordResponse> {
  return request(ENDPOINTS.resetPassword.path, { method: 'POST', body, response: ResetPasswordResponse });
}
