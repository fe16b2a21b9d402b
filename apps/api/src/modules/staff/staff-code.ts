import { createHmac, randomInt } from 'node:crypto';
import { safeEqual } from '../../shared/crypto';

/** Digits of a sign-in code, minutes it lives, and wrong tries before it is dead. */
export const STAFF_CODE_LENGTH = 6;
export const STAFF_CODE_TTL_MINUTES = 5;
export const STAFF_CODE_MAX_TRIES = 5;

/** The rate-limit bucket counting a member's wrong codes across challenges (24 hours, STAFF_CODE_WRONG_PER_DAY). */
export const wrongCodesBucket = (staffId: string): string => `staff-code:wrong:${staffId}:24h`;
export const WRONG_CODES_WINDOW_SECONDS = 86_400;

/** A 6-digit code from the cryptographic RNG. */
export function newStaffCode(): string {
  return randomInt(0, 10 ** STAFF_CODE_LENGTH)
    .toString()
    .padStart(STAFF_CODE_LENGTH, '0');
}

/** How a code is stored: HMAC-SHA256 keyed by its challenge id, so equal codes never share a hash. */
export function hashStaffCode(challengeId: string, code: string): string {
  return createHmac('sha256', challengeId).update(code).digest('hex');
}

export function staffCodeMatches(challengeId: string, code: string, codeHash: string): boolean {
  return safeEqual(hashStaffCode(challengeId, code), codeHash);
}

/** The text of the code SMS (the console sender shows it; MSG91 sends its own template with the code). */
export function staffCodeSmsBody(code: string, shopName: string): string {
  return (
    `${code} is your ${shopName} back office sign-in code. Valid for ${STAFF_CODE_TTL_MINUTES} minutes. ` +
    `Do not share it with anyone. - ${shopName}`
  );
}
