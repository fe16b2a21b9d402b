export {
  INDIAN_MOBILE_PATTERN,
  E164_INDIA_PATTERN,
  INDIA_COUNTRY_CODE,
  isIndianMobile,
  normalizeIndianMobile,
  INDIAN_MOBILE_LENGTH,
  phoneInputDigits,
  toE164India,
  IndianPhone,
  IndianMobileInput,
} from './phone-number';
export {
  OTP_LENGTH,
  OTP_MIN_DIGITS,
  OTP_RESEND_COUNTDOWN_S,
  PASSWORD_MIN,
  PASSWORD_MAX,
  OTP_BACKOFF_BASE_S,
  OTP_BACKOFF_MAX_S,
  EMAIL_MAX,
} from './constants';
export {
  OtpBackoffRecord,
  otpBackoffSeconds,
  recordOtpFailure,
  backoffRemainingSeconds,
  readOtpBackoffRecord,
} from './otp-backoff';
export { IDENTITY_MESSAGES, IDENTITY_MESSAGE_TEMPLATES, IDENTITY_SERVER_MESSAGES } from './messages';
export { EmailField } from './email-field';
export { SignupForm } from './signup-form';
export { LoginForm, OtpLoginForm, PasswordField } from './login-form';
export { OtpForm, OtpCode, OTP_CODE_PATTERN } from './otp-form';
export { ResetPasswordForm } from './reset-password-form';
export { ForgotPasswordForm, ResendOtpForm } from './forgot-password-form';
export { codeDestination } from './masked-phone';
export {
  MARKETING_CONSENT,
  IDENTITY_DATA_RIGHTS_MESSAGES,
  accountDeletionRefusal,
  accountDataFileName,
  type OpenDealings,
} from './data-rights';
