import {
  backoffRemainingSeconds,
  readOtpBackoffRecord,
  recordOtpFailure,
  type OtpBackoffRecord,
} from '@vastra/domain/identity';

/** Local storage key of a phone's OTP back-off record (docs/rules/ui.md#browser-storage: one per phone). */
export function otpBackoffKey(phoneE164: string): string {
  return `otp_backoff_${phoneE164}`;
}

/** The stored record of a phone, or null when there is none or it is unreadable. */
export function readOtpBackoff(phoneE164: string): OtpBackoffRecord | null {
  try {
    const raw = localStorage.getItem(otpBackoffKey(phoneE164));
    return raw === null ? null : readOtpBackoffRecord(JSON.parse(raw));
  } catch {
    return null;
  }
}

/** Seconds before this phone may be sent a code again (0: now). */
export function otpBackoffRemaining(phoneE164: string, nowMs: number): number {
  return backoffRemainingSeconds(readOtpBackoff(phoneE164), nowMs);
}

/**
 * Stores one more refused send (docs/rules/sign-in.md#messages, docs/rules/constants.md: 30·2^(attempts−1) s, capped at
 * 300 s), paused at least as long as the server asked (`retryAfterSeconds`); returns the stored record.
 */
export function storeOtpSendRefusal(phoneE164: string, nowMs: number, retryAfterSeconds = 0): OtpBackoffRecord {
  const next = recordOtpFailure(readOtpBackoff(phoneE164), nowMs);
  const record = { ...next, until: Math.max(next.until, nowMs + Math.ceil(retryAfterSeconds) * 1_000) };
  try {
    localStorage.setItem(otpBackoffKey(phoneE164), JSON.stringify(record));
  } catch {
    // storage unavailable: the server's own limits still hold
  }
  return record;
}

/** Forgets the phone's failures after a code went out (the back-off counts consecutive failures). */
export function clearOtpBackoff(phoneE164: string): void {
  try {
    localStorage.removeItem(otpBackoffKey(phoneE164));
  } catch {
    // nothing stored
  }
}
