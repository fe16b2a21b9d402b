import { IDENTITY_MESSAGES as SHARED, IDENTITY_SERVER_MESSAGES as SERVER } from '@vastra/domain/identity';

/**
 * The identity module's answers: the shared identity texts of `@vastra/domain/identity` (SHARED) where the
 * screens show the same words, the server's own texts the screens show in the shopper's language (SERVER), and the
 * few only the API uses. `{n}` is replaced by the seconds to wait (plugins/rate-limit.ts).
 */
export const IDENTITY_MESSAGES = {
  // docs/rules/sign-in.md#messages: the provider reports too many requests.
  otpSendsPaused: SERVER.otpSendsPaused,
  // ours: the 30-second resend gap (docs/rules/constants.md 'Resend countdown').
  resendTooSoon: SERVER.resendTooSoon,
  // docs/rules/sign-in.md#messages
  tooManyCodeAttempts: SHARED.tooManyAttemptsLater,
  invalidOtpCode: SHARED.invalidOtpCode,
  otpExpired: SHARED.otpExpired,
  otpMissing: SHARED.otpMissing,
  // ours
  tooManyLogins: SERVER.tooManyLogins,
  tooManyChecks: SERVER.tooManyChecks,
  invalidCredentials: SERVER.invalidCredentials,
  smsFailed: SERVER.smsFailed,
  verifierUnavailable: SERVER.verifierUnavailable,
  authRequired: SHARED.authRequired,
  sessionInvalid: SERVER.sessionInvalid,
  cartUpdated: 'Cart updated',
  loggedOut: 'Logged out',
  // docs/rules/sign-in.md#signup, docs/rules/sign-in.md#messages
  userAlreadyExists: SHARED.userAlreadyExists,
  noAccountFound: SHARED.noAccountFound,
  signupSuccess: SHARED.signupSuccess,
  loginSuccess: SHARED.loginSuccess,
  passwordResetSuccess: SHARED.passwordResetSuccess,
} as const;
