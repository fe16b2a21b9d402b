import { z } from 'zod';
import { OTP_BACKOFF_BASE_S, OTP_BACKOFF_MAX_S } from './constants';

/**
 * The per-phone OTP back-off record kept in local storage (docs/rules/ui.md#browser-storage): consecutive
 * failures and the epoch-milliseconds time until which sends are paused.
 */
export const OtpBackoffRecord = z.object({
  attempts: z.number().int().min(0).max(1_000),
  until: z.number().int().min(0),
});
export type OtpBackoffRecord = z.infer<typeof OtpBackoffRecord>;

/**
 * Seconds to pause after `attempts` consecutive failures: 30·2^(attempts−1), capped at 300 (docs/rules/constants.md).
 */
export function otpBackoffSeconds(attempts: number): number {
  if (!Number.isFinite(attempts) || attempts < 1) return 0;
  const exponent = Math.floor(attempts) - 1;
  return Math.min(OTP_BACKOFF_BASE_S * 2 ** exponent, OTP_BACKOFF_MAX_S);
}

/**
 * The record after one more failure at `nowMs`: attempts + 1, paused for the new back-off
 * (docs/rules/sign-in.md#messages, docs/rules/constants.md).
 */
export function recordOtpFailure(record: OtpBackoffRecord | null | undefined, nowMs: number): OtpBackoffRecord {
  const attempts = (record?.attempts ?? 0) + 1;
  return { attempts, until: nowMs + otpBackoffSeconds(attempts) * 1_000 };
}

/**
 * Whole seconds of back-off left at `nowMs`, rounded up; 0 when sends are allowed (docs/rules/sign-in.md#messages
 * '{n}s').
 */
export function backoffRemainingSeconds(record: OtpBackoffRecord | null | undefined, nowMs: number): number {
  if (!record) return 0;
  const remainingMs = record.until - nowMs;
  return remainingMs > 0 ? Math.ceil(remainingMs / 1_000) : 0;
}

/**
 * Reads a stored back-off record tolerantly: anything malformed counts as no record (docs/rules/ui.md#browser-storage).
 */
export function readOtpBackoffRecord(value: unknown): OtpBackoffRecord | null {
  const parsed = OtpBackoffRecord.safeParse(value);
  return parsed.success ? parsed.data : null;
}
