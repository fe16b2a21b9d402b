/**
 * The texts of signing up, logging in, phone verification and password reset, word for word; the ones marked
 * "ours" are the team's own.
 * The name and email texts belong here too: they are a person's details, whichever form asks for them.
 */
export const IDENTITY_MESSAGES = {
  // Signup, Login, Reset (word for word)
  allFieldsRequired: 'All fields are required',
  passwordsDoNotMatch: 'Passwords do not match',
  passwordTooShort: 'Password must be at least 8 characters',
  invalidPhoneNumber: 'Invalid phone number',
  userAlreadyExists: 'User already exists',
  // ours: login and password bounds
  phoneRequired: 'Please enter your phone number.',
  passwordTooLong: 'Password must be at most 128 characters',
  // ours: a person's name and email, on any form
  emailRequired: 'Please enter your email address.',
  invalidEmail: 'Please enter a valid email address.',
  nameRequired: 'Please enter your name.',
  nameTooLong: 'Please keep your name to at most 100 characters.',
  // OTP (word for word)
  invalidOtp: 'Please enter a valid OTP.',
  otpMissing: 'OTP expired or missing. Please request OTP again.',
  // Forgot password (word for word)
  invalidPhone: 'Invalid phone',
  noAccountFound: 'No account found',
  // Authentication toasts (word for word)
  tooManyAttemptsLater: 'Too many attempts. Please try again later.',
  recaptchaRefreshed: "reCAPTCHA refreshed. Please tap 'Send OTP' again.",
  otpNetworkError: 'Network error sending OTP. Check connection and retry.',
  invalidOtpCode: 'Invalid OTP — please check the digits and try again.',
  otpExpired: 'OTP expired. Please request a new one.',
  authFailed: 'Auth failed',
  loginFailed: 'Login failed',
  authenticationFailed: 'Authentication failed',
  noResponse: 'No response from server',
  passwordResetSuccess: 'Password reset successful',
  signupSuccess: 'Signup successful',
  loginSuccess: 'Login successful',
  // Orders and reviews: a screen that needs a session (word for word)
  authRequired: 'Authentication required. Please log in.',
  authRequiredRedirecting: 'Authentication required. Redirecting to login...',
} as const;

/**
 * The API's own answers that the sign-in screens show (ours): a refused password, an SMS that did not go, a session
 * that ended, and the waits of its rate limits, where `{n}` is the seconds to wait (the API puts it in). The screens
 * show them in the shopper's language.
 */
export const IDENTITY_SERVER_MESSAGES = {
  otpSendsPaused: 'Too many attempts. Paused OTP sends for {n}s.',
  resendTooSoon: 'Please wait {n}s before requesting a new OTP.',
  tooManyLogins: 'Too many login attempts. Please try again in {n}s.',
  tooManyChecks: 'Too many requests. Please try again in {n}s.',
  invalidCredentials: 'Invalid phone or password',
  smsFailed: 'Could not send the OTP. Please try again.',
  verifierUnavailable: 'Phone verification is unavailable right now. Please try again.',
  sessionInvalid: 'Session expired or invalid. Please log in again.',
} as const;

/** The identity texts that carry a value, as functions of that value. */
export const IDENTITY_MESSAGE_TEMPLATES = {
  otpBackoffActive: (seconds: number) => `Too many OTP attempts. Please try again in ${seconds}s.`,
  otpSendsPaused: (seconds: number) => `Too many attempts. Paused OTP sends for ${seconds}s.`,
  otpSentTo: (phone: string) => `OTP sent to ${phone}`,
} as const;
