import { z } from 'zod';
import { INDIAN_MOBILE_PATTERN, PASSWORD_MAX, PASSWORD_MIN } from '../identity';
import { MESSAGES } from './messages';

/**
 * A password of the spec's minimum length (docs/rules/sign-in.md#login-and-reset, Reset; docs/rules/constants.md
 * Password minimum 8).
 */
export const PasswordField = z
  .string({ error: MESSAGES.passwordTooShort })
  .min(PASSWORD_MIN, { error: MESSAGES.passwordTooShort })
  .max(PASSWORD_MAX, { error: MESSAGES.passwordTooLong });

/** The Login tab: a 10-digit phone and a password of at least 8 characters (docs/rules/sign-in.md#login-and-reset). */
export const LoginForm = z.object({
  phone: z
    .string({ error: MESSAGES.phoneRequired })
    .trim()
    .min(1, { error: MESSAGES.phoneRequired })
    .regex(INDIAN_MOBILE_PATTERN, { error: MESSAGES.invalidPhoneNumber }),
  password: PasswordField,
});
export type LoginForm = z.infer<typeof LoginForm>;
