import { createHmac, randomInt } from 'node:crypto';
import { OTP_LENGTH } from '@vastra/domain/identity';
import { safeEqual } from '../../shared/crypto';

/** A 6-digit code from the cryptographic RNG (docs/rules/security.md). */
export function newOtpCode(): string {
  return randomInt(0, 10 ** OTP_LENGTH)
    .toString()
    .padStart(OTP_LENGTH, '0');
}

/** How a code is stored: HMAC-SHA256 keyed by its challenge id, so equal codes never share a hash. */
export function hashOtpCode(challengeId: string, code: string): string {
  return createHmac('sha256', challengeId).update(code).digest('hex');
}

/** Constant-time check of a typed code against the stored hash. */
export function otpCodeMatches(challengeId: string, code: string, codeHash: string): boolean {
  return safeEqual(hashOtpCode(challengeId, code), codeHash);
}
