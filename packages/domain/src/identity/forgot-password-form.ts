import { z } from 'zod';
import { INDIAN_MOBILE_PATTERN } from './phone-number';
import { IDENTITY_MESSAGES } from './messages';

/** The phone that starts a password reset: 10 digits, else 'Invalid phone' (docs/rules/sign-in.md#login-and-reset). */
export const ForgotPasswordForm = z.object({
  phone: z
    .string({ error: IDENTITY_MESSAGES.invalidPhone })
    .trim()
    .regex(INDIAN_MOBILE_PATTERN, { error: IDENTITY_MESSAGES.invalidPhone }),
});
export type ForgotPasswordForm = z.infer<typeof ForgotPasswordForm>;

/** The phone a resend goes to: 10 digits, else 'Invalid phone number' (docs/rules/sign-in.md#login-and-reset). */
export const ResendOtpForm = z.object({
  phone: z
    .string({ error: IDENTITY_MESSAGES.invalidPhoneNumber })
    .trim()
    .regex(INDIAN_MOBILE_PATTERN, { error: IDENTITY_MESSAGES.invalidPhoneNumber }),
});
export type ResendOtpForm = z.infer<typeof ResendOtpForm>;
