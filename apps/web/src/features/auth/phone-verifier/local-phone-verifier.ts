import type { ErrorCode } from '@vastra/domain/api';
import { IDENTITY_MESSAGES } from '@vastra/domain/identity';
import { ApiError } from '../../../lib/api-client';
import { sendCode } from '../api/send-code';
import { verifyCode } from '../api/verify-code';
import { PhoneVerifierError, type PhoneVerifier } from './phone-verifier.port';

// The API's error codes tell a wrong code from a dead challenge (both 400); its message is shown as is.
const EXPIRED_CODES: ReadonlySet<ErrorCode | undefined> = new Set(['otp_expired', 'otp_missing']);

function sendError(err: unknown): PhoneVerifierError {
  if (!(err instanceof ApiError)) return new PhoneVerifierError('unknown', IDENTITY_MESSAGES.authFailed);
  if (err.status === 0) return new PhoneVerifierError('network', IDENTITY_MESSAGES.otpNetworkError);
  if (err.status === 429) return new PhoneVerifierError('too-many-requests', err.message, err.retryAfterSeconds);
  return new PhoneVerifierError('unknown', err.message || IDENTITY_MESSAGES.authFailed);
}

function verifyError(err: unknown): PhoneVerifierError {
  if (!(err instanceof ApiError)) return new PhoneVerifierError('unknown', IDENTITY_MESSAGES.authenticationFailed);
  if (err.status === 0) return new PhoneVerifierError('network', IDENTITY_MESSAGES.noResponse);
  if (err.status === 429) {
    return new PhoneVerifierError(
      'too-many-requests',
      err.message || IDENTITY_MESSAGES.tooManyAttemptsLater,
      err.retryAfterSeconds,
    );
  }
  if (err.code === 'otp_invalid')
    return new PhoneVerifierError('invalid-code', err.message || IDENTITY_MESSAGES.invalidOtpCode);
  if (EXPIRED_CODES.has(err.code)) return new PhoneVerifierError('expired', err.message);
  return new PhoneVerifierError('unknown', err.message || IDENTITY_MESSAGES.authenticationFailed);
}

/** The default verifier: the API issues 6-digit codes and texts them (docs/rules/third-parties.md#ports `local`). */
export const localPhoneVerifier: PhoneVerifier = {
  provider: 'local',
  async send(phoneE164) {
    try {
      const answer = await sendCode(phoneE164);
      return { verificationId: answer.verificationId, resendAfterSeconds: answer.resendAfter };
    } catch (err) {
      throw sendError(err);
    }
  },
  async verify(verificationId, code) {
    try {
      return await verifyCode({ verificationId, code });
    } catch (err) {
      throw verifyError(err);
    }
  },
  async signOut() {
    // Nothing to end: the API's uid is single-use and our own session is separate.
  },
  dispose() {},
};
