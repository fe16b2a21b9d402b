/** Length of the one-time code the identity service sends (spec §7 Phone verification). */
export const OTP_LENGTH = 6;

/** Fewest digits the OTP input accepts before verifying (spec §5 OTP, §9 OTP input). */
export const OTP_MIN_DIGITS = 4;

/** Seconds before 'Resend OTP' becomes available after a code is sent (spec §9 Resend countdown). */
export const OTP_RESEND_COUNTDOWN_S = 30;

/** Fewest characters a password may have (spec §5 Signup, Login, Reset; §9 Password minimum). */
export const PASSWORD_MIN = 8;

/** Most characters a password may have, so hashing cost stays bounded (design.md §4). */
export const PASSWORD_MAX = 128;

/** First back-off after a failed OTP send, in seconds (spec §9 OTP back-off). */
export const OTP_BACKOFF_BASE_S = 30;

/** Longest OTP back-off, in seconds (spec §9 OTP back-off). */
export const OTP_BACKOFF_MAX_S = 300;

/** Longest email address accepted (RFC 5321 path limit). */
export const EMAIL_MAX = 254;
