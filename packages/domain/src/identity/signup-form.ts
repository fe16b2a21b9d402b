import { z } from 'zod';
import { EMAIL_MAX, PASSWORD_MAX, PASSWORD_MIN } from './constants';
import { INDIAN_MOBILE_PATTERN } from './phone-number';
import { IDENTITY_MESSAGES } from './messages';

const text = (max: number, tooLong: string) =>
  z.string({ error: IDENTITY_MESSAGES.allFieldsRequired }).max(max, { error: tooLong });

/**
 * The Signup tab (docs/rules/sign-in.md#signup). It reports one message at a time, in the spec's order: 'All fields
 * are required' first (a blank field makes the other checks meaningless), then 'Passwords do not
 * match', 'Password must be at least 8 characters', 'Invalid phone number', then an invalid email (ours).
 * The output has trimmed name, email and phone (10 digits).
 */
export const SignupForm = z
  .object({
    fullName: text(100, IDENTITY_MESSAGES.nameTooLong),
    email: text(EMAIL_MAX, IDENTITY_MESSAGES.invalidEmail),
    phone: text(20, IDENTITY_MESSAGES.invalidPhoneNumber),
    password: text(PASSWORD_MAX, IDENTITY_MESSAGES.passwordTooLong),
    confirmPassword: text(PASSWORD_MAX, IDENTITY_MESSAGES.passwordTooLong),
  })
  .superRefine((form, ctx) => {
    const fail = (message: string, field: keyof typeof form) =>
      ctx.addIssue({ code: 'custom', message, path: [field], input: form[field] });
    const blank = (['fullName', 'email', 'phone', 'password', 'confirmPassword'] as const).find(
      (field) => form[field].trim() === '',
    );
    if (blank) return fail(IDENTITY_MESSAGES.allFieldsRequired, blank);
    if (form.password !== form.confirmPassword) return fail(IDENTITY_MESSAGES.passwordsDoNotMatch, 'confirmPassword');
    if (form.password.length < PASSWORD_MIN) return fail(IDENTITY_MESSAGES.passwordTooShort, 'password');
    if (!INDIAN_MOBILE_PATTERN.test(form.phone.trim())) return fail(IDENTITY_MESSAGES.invalidPhoneNumber, 'phone');
    if (!z.regexes.email.test(form.email.trim())) return fail(IDENTITY_MESSAGES.invalidEmail, 'email');
  })
  .transform((form) => ({
    ...form,
    fullName: form.fullName.trim(),
    email: form.email.trim(),
    phone: form.phone.trim(),
  }));
export type SignupForm = z.infer<typeof SignupForm>;
