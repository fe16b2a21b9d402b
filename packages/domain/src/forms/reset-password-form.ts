import { z } from 'zod';
import { PASSWORD_MAX, PASSWORD_MIN } from '../identity';
import { MESSAGES } from './messages';

/**
 * The new password and its confirmation on the reset OTP screen (docs/rules/sign-in.md#login-and-reset): 'Passwords do
 * not match' first, then 'Password must be at least 8 characters'; one message at a time.
 */
export const ResetPasswordForm = z
  .object({
    newPassword: z.string({ error: MESSAGES.passwordTooShort }).max(PASSWORD_MAX, { error: MESSAGES.passwordTooLong }),
    confirmPassword: z
      .string({ error: MESSAGES.passwordsDoNotMatch })
      .max(PASSWORD_MAX, { error: MESSAGES.passwordTooLong }),
  })
  .superRefine((form, ctx) => {
    if (form.newPassword !== form.confirmPassword) {
      ctx.addIssue({ code: 'custom', message: MESSAGES.passwordsDoNotMatch, path: ['confirmPassword'] });
    } else if (form.newPassword.length < PASSWORD_MIN) {
      ctx.addIssue({ code: 'custom', message: MESSAGES.passwordTooShort, path: ['newPassword'] });
    }
  });
export type ResetPasswordForm = z.infer<typeof ResetPasswordForm>;
