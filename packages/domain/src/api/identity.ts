import { z } from 'zod';
import { IDENTITY_MESSAGES, OtpCode } from '../identity';
import { IndianPhone } from '../identity';
import { IsoDateTime } from './common';
import { Phone } from './phone';

const VerificationId = z
  .string({ error: 'Invalid verification' })
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,128}$/, { error: 'Invalid verification' });

/**
 * POST /api/identity/send-code body: the phone to text a code to (docs/rules/third-parties.md#ports local verifier).
 */
export const SendCodeBody = z.strictObject({ phone: Phone });
export type SendCodeBody = z.infer<typeof SendCodeBody>;

/** POST /api/identity/send-code answer: the challenge id and seconds until a resend is allowed. */
export const SendCodeResponse = z.object({ verificationId: z.string(), resendAfter: z.number().int().min(0) });
export type SendCodeResponse = z.infer<typeof SendCodeResponse>;

/** POST /api/identity/verify-code body: the challenge and the typed code (docs/rules/sign-in.md#otp texts). */
export const VerifyCodeBody = z.strictObject({ verificationId: VerificationId, code: OtpCode });
export type VerifyCodeBody = z.infer<typeof VerifyCodeBody>;

/** POST /api/identity/verify-code answer: the single-use proof `uid` that register, login-otp and reset take. */
export const VerifyCodeResponse = z.object({ uid: z.string() });
export type VerifyCodeResponse = z.infer<typeof VerifyCodeResponse>;

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
          : IDENTITY_MESSAGES.invalidPhoneNumber,
    })
    .pipe(Phone),
});
export type SmsOutboxQuery = z.output<typeof SmsOutboxQuery>;

/** GET /api/dev/sms-outbox answer outside production: texts the local verifier "sent", newest first. */
export const SmsOutboxResponse = z.array(z.object({ to: IndianPhone, body: z.string(), sentAt: IsoDateTime }));
export type SmsOutboxResponse = z.infer<typeof SmsOutboxResponse>;
