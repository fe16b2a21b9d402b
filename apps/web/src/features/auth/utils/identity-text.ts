import type {
  IDENTITY_DATA_RIGHTS_MESSAGES,
  IDENTITY_MESSAGES,
  IDENTITY_SERVER_MESSAGES,
} from '@vastra/domain/identity';
import { msg, type Message, type Translator } from '../../../lib/i18n';
import { knownMessageText, type KnownMessage } from '../../../lib/i18n/known-message';

// The sign-in and data-rights messages the domain keeps in English (packages/domain/src/identity/messages.ts,
// packages/domain/src/identity/data-rights.ts), marked here key for key so the account screens show them in the
// shopper's language. A message is found by its English: one the domain has since reworded is shown as it is.

const IDENTITY_MESSAGE_TEXTS: Readonly<Record<keyof typeof IDENTITY_MESSAGES, Message>> = {
  allFieldsRequired: msg('All fields are required'),
  passwordsDoNotMatch: msg('Passwords do not match'),
  passwordTooShort: msg('Password must be at least 8 characters'),
  invalidPhoneNumber: msg('Invalid phone number'),
  userAlreadyExists: msg('User already exists'),
  phoneRequired: msg('Please enter your phone number.'),
  passwordTooLong: msg('Password must be at most 128 characters'),
  emailRequired: msg('Please enter your email address.'),
  invalidEmail: msg('Please enter a valid email address.'),
  nameRequired: msg('Please enter your name.'),
  nameTooLong: msg('Please keep your name to at most 100 characters.'),
  invalidOtp: msg('Please enter a valid OTP.'),
  otpMissing: msg('OTP expired or missing. Please request OTP again.'),
  invalidPhone: msg('Invalid phone'),
  noAccountFound: msg('No account found'),
  tooManyAttemptsLater: msg('Too many attempts. Please try again later.'),
  recaptchaRefreshed: msg("reCAPTCHA refreshed. Please tap 'Send OTP' again."),
  otpNetworkError: msg('Network error sending OTP. Check connection and retry.'),
  invalidOtpCode: msg('Invalid OTP — please check the digits and try again.'),
  otpExpired: msg('OTP expired. Please request a new one.'),
  authFailed: msg('Auth failed'),
  loginFailed: msg('Login failed'),
  authenticationFailed: msg('Authentication failed'),
  noResponse: msg('No response from server'),
  passwordResetSuccess: msg('Password reset successful'),
  signupSuccess: msg('Signup successful'),
  loginSuccess: msg('Login successful'),
  authRequired: msg('Authentication required. Please log in.'),
  authRequiredRedirecting: msg('Authentication required. Redirecting to login...'),
};

/** The data-rights answers and refusal; the long note of what a deletion keeps is {@link keptOnDeletionText}. */
const DATA_RIGHTS_TEXTS: Readonly<
  Record<Exclude<keyof typeof IDENTITY_DATA_RIGHTS_MESSAGES, 'keptOnDeletion'>, Message>
> = {
  consentGiven: msg('Thank you. We will send you offers and new arrivals.'),
  consentWithdrawn: msg('Done. We will not send you offers; order updates still reach you.'),
  deleted: msg('Your account is deleted. Orders and tax documents are kept as the law requires.'),
  confirmRequired: msg('Tick the box to confirm that you want your account deleted.'),
};

/**
 * The server's own answers (packages/domain/src/identity/messages.ts IDENTITY_SERVER_MESSAGES), with the seconds to
 * wait kept; the phone verifier's "unavailable" is also what the firebase verifier says when its SDK cannot be loaded.
 */
const SERVER_TEXTS: Readonly<Record<keyof typeof IDENTITY_SERVER_MESSAGES, KnownMessage>> = {
  otpSendsPaused: (t, values) => t('Too many attempts. Paused OTP sends for {seconds}s.', values),
  resendTooSoon: (t, values) => t('Please wait {seconds}s before requesting a new OTP.', values),
  tooManyLogins: (t, values) => t('Too many login attempts. Please try again in {seconds}s.', values),
  tooManyChecks: (t, values) => t('Too many requests. Please try again in {seconds}s.', values),
  invalidCredentials: (t) => t('Invalid phone or password'),
  smsFailed: (t) => t('Could not send the OTP. Please try again.'),
  verifierUnavailable: (t) => t('Phone verification is unavailable right now. Please try again.'),
  sessionInvalid: (t) => t('Session expired or invalid. Please log in again.'),
};

const KNOWN = new Set<string>([...Object.values(IDENTITY_MESSAGE_TEXTS), ...Object.values(DATA_RIGHTS_TEXTS)]);

/**
 * A message of the account screens in the shopper's language: the shop's own words (a form's check, a toast, the
 * server's answer when it is one of them, word for word) translated; any other text, a server's or the phone
 * provider's own, as it came.
 */
export function identityText(tm: Translator['tm'], message: string): string {
  if (KNOWN.has(message)) return tm(message as Message);
  // tm is t, typed for marked messages; each server text above is marked where its table says it.
  return knownMessageText(message, Object.values(SERVER_TEXTS), (text, values) => tm(text as Message, values));
}

/** IDENTITY_DATA_RIGHTS_MESSAGES.keptOnDeletion, sentence by sentence: what deleting the account keeps, and why. */
export function keptOnDeletionText(t: Translator['t']): string {
  const documents = t('Your orders, invoices, credit notes, returns and refunds');
  const howLong = t(
    'for as long as India’s GST law requires (72 months after the annual return of their financial year)',
  );
  return [
    t('Deleting your account erases your profile, saved addresses, bag, reviews, messages and marketing choices.'),
    t('{documents}, with the name, phone and address on them, are kept {howLong}, then erased.', {
      documents,
      howLong,
    }),
  ].join(' ');
}
