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
} from './otp-constants';
export {
  OtpBackoffRecord,
  otpBackoffSeconds,
  recordOtpFailure,
  backoffRemainingSeconds,
  readOtpBackoffRecord,
} from './otp-backoff';
