import { z } from 'zod';
import { PASSWORD_MAX, PASSWORD_MIN } from './constants';
import { INDIAN_MOBILE_PATTERN } from './phone-number';
import { IDENTITY_MESSAGES } from './messages';

/**
 * A password of the spec's minimum length (docs/rules/sign-in.md#login-and-reset, Reset; docs/rules/constants.md
 * Password minimum 8).
 */
export const PasswordField = z
  .string({ error: IDENTITY_MESSAGES.passwordTooShort })
  .min(PASSWORD_MIN, { error: IDENTITY_MESSAGES.passwordTooShort })
  .max(PASSWORD_MAX, { error: IDENTITY_MESSAGES.passwordTooLong });

/** The Login tab: a 10-digit phone and a password of at least 8 characters (docs/rules/sign-in.md#login-and-reset). */
export const LoginForm = z.object({
  phone: z
    .string({ error: IDENTITY_MESSAGES.phoneRequired })
    .trim()
    .min(1, { error: IDENTITY_MESSAGES.phoneRequired })
    .regex(INDIAN_MOBILE_PATTERN, { error: IDENTITY_MESSAGES.invalidPhoneNumber }),
  password: PasswordField,
});
export type LoginForm = z.infer<typeof LoginForm>;

/**
 * The Login tab's first way, by a texted code (docs/decisions/111-sign-in-by-otp.md): the phone alone, with the
 * Login form's messages.
 */
export const OtpLoginForm = LoginForm.pick({ phone: true });
export type OtpLoginForm = z.infer<typeof OtpLoginForm>;
