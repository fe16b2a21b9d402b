/** Length of the one-time code the identity service sends (docs/rules/sign-in.md#phone-verification). */
export const OTP_LENGTH = 6;

/**
 * Fewest digits the OTP input accepts before verifying (docs/rules/sign-in.md#otp, docs/rules/constants.md OTP input).
 */
export const OTP_MIN_DIGITS = 4;

/** Seconds before 'Resend OTP' becomes available after a code is sent (docs/rules/constants.md Resend countdown). */
export const OTP_RESEND_COUNTDOWN_S = 30;

/**
 * Fewest characters a password may have (docs/rules/sign-in.md#signup, Login, Reset; docs/rules/constants.md Password
 * minimum).
 */
export const PASSWORD_MIN = 8;

/** Most characters a password may have, so hashing cost stays bounded (docs/rules/security.md). */
export const PASSWORD_MAX = 128;

/** First back-off after a failed OTP send, in seconds (docs/rules/constants.md OTP back-off). */
export const OTP_BACKOFF_BASE_S = 30;

/** Longest OTP back-off, in seconds (docs/rules/constants.md OTP back-off). */
export const OTP_BACKOFF_MAX_S = 300;

/** Longest email address accepted (RFC 5321 path limit). */
export const EMAIL_MAX = 254;
