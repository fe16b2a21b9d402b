import { z } from 'zod';
import {
  CheckUserBody,
  IsoDateTime,
  LoginBody,
  LoginOtpBody,
  RegisterBody,
  ResetPasswordBody,
  SendCodeBody,
  UpdateCartResponse,
} from '@vastra/domain/api';
import { MESSAGES } from '@vastra/domain/forms';
import { IndianPhone, normalizeIndianMobile, toE164India } from '@vastra/domain/identity';

/**
 * A phone as the API accepts it: '+91XXXXXXXXXX' or the 10 digits (separators, a leading 91 or 0
 * tolerated, docs/rules/third-parties.md#mobile-numbers), normalised to '+91' plus ten digits; anything else is
 * 'Invalid phone number'. The domain's `IndianPhone` only takes the canonical form.
 */
export const PhoneInput = z
  .string({ error: MESSAGES.invalidPhoneNumber })
  .max(20, { error: MESSAGES.invalidPhoneNumber })
  .transform((value, ctx) => {
    const tenDigits = normalizeIndianMobile(value);
    if (tenDigits === null) {
      ctx.addIssue({ code: 'custom', message: MESSAGES.invalidPhoneNumber, input: value });
      return z.NEVER;
    }
    return toE164India(tenDigits);
  });
export type PhoneInput = z.output<typeof PhoneInput>;

// The domain's request bodies with the phone normalised (strict objects: unknown keys stay refused).
export const SendCodeRequest = SendCodeBody.extend({ phone: PhoneInput });
export type SendCodeRequest = z.output<typeof SendCodeRequest>;
export const CheckUserRequest = CheckUserBody.extend({ phone: PhoneInput });
export type CheckUserRequest = z.output<typeof CheckUserRequest>;
export const RegisterRequest = RegisterBody.extend({ phone: PhoneInput });
export type RegisterRequest = z.output<typeof RegisterRequest>;
export const LoginRequest = LoginBody.extend({ phone: PhoneInput });
export type LoginRequest = z.output<typeof LoginRequest>;
export const LoginOtpRequest = LoginOtpBody.extend({ phone: PhoneInput });
export type LoginOtpRequest = z.output<typeof LoginOtpRequest>;
export const ResetPasswordRequest = ResetPasswordBody.extend({ phone: PhoneInput });
export type ResetPasswordRequest = z.output<typeof ResetPasswordRequest>;

/** POST /api/auth/update-cart answer: `{message, cart}` (the domain's schema has no message). */
export const UpdateCartAnswer = UpdateCartResponse.extend({ message: z.string() });
export type UpdateCartAnswer = z.infer<typeof UpdateCartAnswer>;

/**
 * GET /api/dev/sms-outbox query: the phone is required, so the outbox never lists everyone's codes
 * (a missing one is named as such, a bad one is 'Invalid phone number').
 */
export const SmsOutboxQuery = z.strictObject({
  phone: z
    .string({
      error: (issue) =>
        issue.input === undefined
          ? 'is required (the outbox lists the texts sent to one phone: ?phone=+91XXXXXXXXXX)'
          : MESSAGES.invalidPhoneNumber,
    })
    .pipe(PhoneInput),
});
export type SmsOutboxQuery = z.output<typeof SmsOutboxQuery>;

/** GET /api/dev/sms-outbox answer: `[{to, body, sentAt}]`, newest first (docs/rules/sign-in.md#codes-and-limits). */
export const SmsOutboxAnswer = z.array(z.object({ to: IndianPhone, body: z.string(), sentAt: IsoDateTime }));
export type SmsOutboxAnswer = z.infer<typeof SmsOutboxAnswer>;
