import { MESSAGES } from '@vastra/domain/forms';

/**
 * The identity module's answers: the spec's texts where it has one (docs/rules/sign-in.md#signup,
 * docs/rules/sign-in.md#messages), ours otherwise. `{n}` is replaced by the seconds to wait (plugins/rate-limit.ts).
 */
export const IDENTITY_MESSAGES = {
  // docs/rules/sign-in.md#messages: the provider reports too many requests.
  otpSendsPaused: 'Too many attempts. Paused OTP sends for {n}s.',
  // ours: the 30-second resend gap (docs/rules/constants.md 'Resend countdown').
  resendTooSoon: 'Please wait {n}s before requesting a new OTP.',
  // docs/rules/sign-in.md#messages
  tooManyCodeAttempts: 'Too many attempts. Please try again later.',
  invalidOtpCode: MESSAGES.invalidOtpCode,
  otpExpired: MESSAGES.otpExpired,
  otpMissing: MESSAGES.otpMissing,
  // ours
  tooManyLogins: 'Too many login attempts. Please try again in {n}s.',
  tooManyChecks: 'Too many requests. Please try again in {n}s.',
  invalidCredentials: 'Invalid phone or password',
  smsFailed: 'Could not send the OTP. Please try again.',
  verifierUnavailable: 'Phone verification is unavailable right now. Please try again.',
  authRequired: MESSAGES.authRequired,
  sessionInvalid: 'Session expired or invalid. Please log in again.',
  cartUpdated: 'Cart updated',
  loggedOut: 'Logged out',
  // docs/rules/sign-in.md#signup, docs/rules/sign-in.md#messages
  userAlreadyExists: MESSAGES.userAlreadyExists,
  noAccountFound: MESSAGES.noAccountFound,
  signupSuccess: MESSAGES.signupSuccess,
  loginSuccess: MESSAGES.loginSuccess,
  passwordResetSuccess: MESSAGES.passwordResetSuccess,
} as const;
