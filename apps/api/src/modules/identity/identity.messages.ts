import { IDENTITY_MESSAGES as SHARED } from '@vastra/domain/identity';

/**
 * The identity module's answers: the shared identity texts of `@vastra/domain/identity` (SHARED) where the
 * screens show the same words, and the server's own texts, which only the API uses.
 * `{n}` is replaced by the seconds to wait (plugins/rate-limit.ts).
 */
export const IDENTITY_MESSAGES = {
  // docs/rules/sign-in.md#messages: the provider reports too many requests.
  otpSendsPaused: 'Too many attempts. Paused OTP sends for {n}s.',
  // ours: the 30-second resend gap (docs/rules/constants.md 'Resend countdown').
  resendTooSoon: 'Please wait {n}s before requesting a new OTP.',
  // docs/rules/sign-in.md#messages
  tooManyCodeAttempts: SHARED.tooManyAttemptsLater,
  invalidOtpCode: SHARED.invalidOtpCode,
  otpExpired: SHARED.otpExpired,
  otpMissing: SHARED.otpMissing,
  // ours
  tooManyLogins: 'Too many login attempts. Please try again in {n}s.',
  tooManyChecks: 'Too many requests. Please try again in {n}s.',
  invalidCredentials: 'Invalid phone or password',
  smsFailed: 'Could not send the OTP. Please try again.',
  verifierUnavailable: 'Phone verification is unavailable right now. Please try again.',
  authRequired: SHARED.authRequired,
  sessionInvalid: 'Session expired or invalid. Please log in again.',
  cartUpdated: 'Cart updated',
  loggedOut: 'Logged out',
  // docs/rules/sign-in.md#signup, docs/rules/sign-in.md#messages
  userAlreadyExists: SHARED.userAlreadyExists,
  noAccountFound: SHARED.noAccountFound,
  signupSuccess: SHARED.signupSuccess,
  loginSuccess: SHARED.loginSuccess,
  passwordResetSuccess: SHARED.passwordResetSuccess,
} as const;
