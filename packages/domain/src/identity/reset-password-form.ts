import { z } from 'zod';
import { PASSWORD_MAX, PASSWORD_MIN } from './constants';
import { IDENTITY_MESSAGES } from './messages';

/**
 * The new password and its confirmation on the reset OTP screen (docs/rules/sign-in.md#login-and-reset): 'Passwords do
 * not match' first, then 'Password must be at least 8 characters'; one message at a time.
 */
export const ResetPasswordForm = z
  .object({
    newPassword: z
      .string({ error: IDENTITY_MESSAGES.passwordTooShort })
      .max(PASSWORD_MAX, { error: IDENTITY_MESSAGES.passwordTooLong }),
    confirmPassword: z
      .string({ error: IDENTITY_MESSAGES.passwordsDoNotMatch })
      .max(PASSWORD_MAX, { error: IDENTITY_MESSAGES.passwordTooLong }),
  })
  .superRefine((form, ctx) => {
    if (form.newPassword !== form.confirmPassword) {
      ctx.addIssue({ code: 'custom', message: IDENTITY_MESSAGES.passwordsDoNotMatch, path: ['confirmPassword'] });
    } else if (form.newPassword.length < PASSWORD_MIN) {
      ctx.addIssue({ code: 'custom', message: IDENTITY_MESSAGES.passwordTooShort, path: ['newPassword'] });
    }
  });
export type ResetPasswordForm = z.infer<typeof ResetPasswordForm>;
