import { type AuthResponse, ENDPOINTS, type LoginOtpBody } from '@vastra/domain/api';
import { callEndpoint } from '../../../lib/api/call-endpoint';

/**
 * POST /api/auth/login-otp (docs/rules/api.md#endpoints): the phone and the proof its code gave; 404 when no account
 * has that phone (docs/decisions/111-sign-in-by-otp.md).
 */
export function loginWithOtp(body: LoginOtpBody): Promise<AuthResponse> {
  return callEndpoint(ENDPOINTS.loginOtp, { body });
}
