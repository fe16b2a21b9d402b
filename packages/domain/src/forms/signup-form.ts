import { z } from 'zod';
import { INDIAN_MOBILE_PATTERN, PASSWORD_MAX, PASSWORD_MIN } from '../identity';
import { EMAIL_MAX } from './fields';
import { MESSAGES } from './messages';

const text = (max: number, tooLong: string) =>
  z.string({ error: MESSAGES.allFieldsRequired }).max(max, { error: tooLong });

/**
 * The Signup tab (docs/rules/sign-in.md#signup). It reports one message at a time, in the spec's order: 'All fields
 * are required' first (a blank field makes the other checks meaningless), then 'Passwords do not
 * match', 'Password must be at least 8 characters', 'Invalid phone number', then an invalid email (ours).
 * The output has trimmed name, email and phone (10 digits).
 */
export const SignupForm = z
  .object({
    fullName: text(100, MESSAGES.nameTooLong),
    email: text(EMAIL_MAX, MESSAGES.invalidEmail),
    phone: text(20, MESSAGES.invalidPhoneNumber),
    password: text(PASSWORD_MAX, MESSAGES.passwordTooLong),
    confirmPassword: text(PASSWORD_MAX, MESSAGES.passwordTooLong),
  })
  .superRefine((form, ctx) => {
    const fail = (message: string, field: keyof typeof form) =>
      ctx.addIssue({ code: 'custom', message, path: [field], input: form[field] });
    const blank = (['fullName', 'email', 'phone', 'password', 'confirmPassword'] as const).find(
      (field) => form[field].trim() === '',
    );
    if (blank) return fail(MESSAGES.allFieldsRequired, blank);
    if (form.password !== form.confirmPassword) return fail(MESSAGES.passwordsDoNotMatch, 'confirmPassword');
    if (form.password.length < PASSWORD_MIN) return fail(MESSAGES.passwordTooShort, 'password');
    if (!INDIAN_MOBILE_PATTERN.test(form.phone.trim())) return fail(MESSAGES.invalidPhoneNumber, 'phone');
    if (!z.regexes.email.test(form.email.trim())) return fail(MESSAGES.invalidEmail, 'email');
  })
  .transform((form) => ({
    ...form,
    fullName: form.fullName.trim(),
    email: form.email.trim(),
    phone: form.phone.trim(),
  }));
export type SignupForm = z.infer<typeof SignupForm>;
