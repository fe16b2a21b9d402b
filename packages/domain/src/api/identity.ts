import { z } from 'zod';
import { OtpCode } from '../forms';
import { IndianPhone } from '../identity';
import { IsoDateTime } from './common';

const VerificationId = z
  .string({ error: 'Invalid verification' })
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,128}$/, { error: 'Invalid verification' });

/**
 * POST /api/identity/send-code body: the phone to text a code to (docs/rules/third-parties.md#ports local verifier).
 */
export const SendCodeBody = z.strictObject({ phone: IndianPhone });
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
 * GET /api/dev/sms-outbox answer outside production: texts the local verifier "sent"
 * (docs/rules/third-parties.md#ports).
 */
export const SmsOutboxResponse = z.array(z.object({ to: z.string(), body: z.string(), sentAt: IsoDateTime }));
export type SmsOutboxResponse = z.infer<typeof SmsOutboxResponse>;
