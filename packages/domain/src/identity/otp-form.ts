import { z } from 'zod';
import { OTP_LENGTH, OTP_MIN_DIGITS } from './constants';
import { IDENTITY_MESSAGES } from './messages';

/** Digits only, 4 to 6 of them (docs/rules/sign-in.md#otp, docs/rules/constants.md OTP input). */
export const OTP_CODE_PATTERN = new RegExp(`^\\d{${OTP_MIN_DIGITS},${OTP_LENGTH}}$`);

/**
 * A typed one-time code: digits only, at most 6 and at least 4, else 'Please enter a valid OTP.'
 * (docs/rules/sign-in.md#otp).
 */
export const OtpCode = z
  .string({ error: IDENTITY_MESSAGES.invalidOtp })
  .trim()
  .regex(OTP_CODE_PATTERN, { error: IDENTITY_MESSAGES.invalidOtp });
export type OtpCode = z.infer<typeof OtpCode>;

/** The OTP screen's code input (docs/rules/sign-in.md#screen, docs/rules/sign-in.md#otp). */
export const OtpForm = z.object({ code: OtpCode });
export type OtpForm = z.infer<typeof OtpForm>;
