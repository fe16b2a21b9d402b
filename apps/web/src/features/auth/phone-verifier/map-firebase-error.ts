import { IDENTITY_MESSAGES } from '@vastra/domain/identity';
import { PhoneVerifierError } from './phone-verifier.port';

// docs/rules/third-parties.md#firebase-errors: a captcha token that is invalid, expired, missing or already rendered;
// the captcha is rebuilt and the shopper asked to tap 'Send OTP' again (docs/rules/sign-in.md#messages).
const CAPTCHA_CODES = new Set([
  'auth/captcha-check-failed',
  'auth/invalid-app-credential',
  'auth/missing-app-credential',
]);
const CAPTCHA_TEXTS = /reCAPTCHA has already been rendered|element has been removed/i;

function readError(err: unknown): { code: string; message: string } {
  const { code, message } = (typeof err === 'object' && err !== null ? err : {}) as {
    code?: unknown;
    message?: unknown;
  };
  return { code: typeof code === 'string' ? code : '', message: typeof message === 'string' ? message : '' };
}

/**
 * Maps a Firebase Auth error (`err.code`, docs/rules/third-parties.md#firebase-errors) to the OTP flow's error kinds.
 */
export function mapFirebaseError(err: unknown, stage: 'send' | 'verify'): PhoneVerifierError {
  const { code, message } = readError(err);
  if (code === 'auth/too-many-requests') {
    return new PhoneVerifierError('too-many-requests', IDENTITY_MESSAGES.tooManyAttemptsLater);
  }
  if (CAPTCHA_CODES.has(code) || CAPTCHA_TEXTS.test(message)) {
    return new PhoneVerifierError('captcha', IDENTITY_MESSAGES.recaptchaRefreshed);
  }
  if (code === 'auth/invalid-verification-code')
    return new PhoneVerifierError('invalid-code', IDENTITY_MESSAGES.invalidOtpCode);
  if (code === 'auth/code-expired') return new PhoneVerifierError('expired', IDENTITY_MESSAGES.otpExpired);
  if (code === 'auth/network-request-failed') {
    return new PhoneVerifierError(
      'network',
      stage === 'send' ? IDENTITY_MESSAGES.otpNetworkError : IDENTITY_MESSAGES.noResponse,
    );
  }
  // docs/rules/sign-in.md#messages: other provider messages are shown raw.
  const fallback = stage === 'send' ? IDENTITY_MESSAGES.authFailed : IDENTITY_MESSAGES.authenticationFailed;
  return new PhoneVerifierError('unknown', message || fallback);
}
