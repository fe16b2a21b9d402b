import { ENDPOINTS, type ResetPasswordResponse, type ResetPasswordBody } from '@vastra/domain/api';
import { callEndpoint } from '../../../lib/api/call-endpoint';

/** POST /api/auth/reset-password (docs/rules/api.md#endpoints): a phone proven by `uid` gets a new password. */
export function resetPassword(body: ResetPasswordBody): Promise<ResetPasswordResponse> {
  return callEndpoint(ENDPOINTS.resetPassword, { body });
}
