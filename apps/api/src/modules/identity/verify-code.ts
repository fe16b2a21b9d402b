import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { AppError, tooManyRequests } from '../../errors';
import type { RateLimiter } from '../../plugins/rate-limit';
import type { Clock } from '../../shared/clock';
import { randomToken, sha256 } from '../../shared/crypto';
import { UID_TTL_MS } from './identity.constants';
import { IDENTITY_MESSAGES } from './identity.messages';
import type { OtpRepository } from './otp.repository';
import { otpCodeMatches } from './otp-code';
import { phoneSendRules } from './otp-limits';
import { inTransaction } from './transaction';
import { isUuid } from '../../shared/uuid';

export interface VerifyCodeDeps {
  db: Db;
  otp: OtpRepository;
  rateLimiter: RateLimiter;
  clock: Clock;
  config: Parameters<typeof phoneSendRules>[0] & Pick<Config, 'OTP_MAX_WRONG_CODES'>;
}

/**
 * POST /api/identity/verify-code: the right code, in time, within the attempts a challenge has,
 * turns into a `uid`: a single-use 256-bit token bound to the phone, valid 10 minutes, stored hashed.
 */
export function createVerifyCode(deps: VerifyCodeDeps) {
  const maxAttempts = deps.config.OTP_MAX_WRONG_CODES;

  // A used-up challenge is an abuse limit (docs/rules/security.md): 429, retry when the phone may get a new code.
  async function usedUp(phone: string): Promise<AppError> {
    const waits = await Promise.all(phoneSendRules(deps.config, phone).map((r) => deps.rateLimiter.retryAfter(r)));
    return tooManyRequests(IDENTITY_MESSAGES.tooManyCodeAttempts, Math.max(1, ...waits));
  }

  return async function verifyCode(input: { verificationId: string; code: string }) {
    // 1. A live challenge: known, not yet used, attempts left, not expired.
    const id = input.verificationId;
    const challenge = isUuid(id) ? await deps.otp.findChallenge(id) : undefined;
    if (!challenge || challenge.verifiedAt)
      throw new AppError('bad-request', IDENTITY_MESSAGES.otpMissing, { code: 'otp_missing' });
    if (challenge.wrongAttempts >= maxAttempts) throw await usedUp(challenge.phone);
    const now = deps.clock.now();
    if (challenge.expiresAt.getTime() <= now.getTime())
      throw new AppError('bad-request', IDENTITY_MESSAGES.otpExpired, { code: 'otp_expired' });

    // 2. Count the attempt before comparing, so parallel guesses cannot exceed the limit.
    const attempts = await deps.otp.reserveAttempt(id, maxAttempts);
    if (attempts === null) throw await usedUp(challenge.phone);
    if (!otpCodeMatches(id, input.code, challenge.codeHash)) {
      throw new AppError('bad-request', IDENTITY_MESSAGES.invalidOtpCode, {
        code: 'otp_invalid',
        attemptsLeft: maxAttempts - attempts,
      });
    }

    // 3. The challenge is spent and the phone's proof issued, together.
    return inTransaction(deps.db, async (tx) => {
      if (!(await deps.otp.markVerified(tx, id, now)))
        throw new AppError('bad-request', IDENTITY_MESSAGES.otpMissing, { code: 'otp_missing' });
      const uid = randomToken();
      await deps.otp.insertPhoneToken(tx, {
        tokenHash: sha256(uid),
        phone: challenge.phone,
        expiresAt: new Date(now.getTime() + UID_TTL_MS),
        now,
      });
      return { uid };
    });
  };
}
export type VerifyCode = ReturnType<typeof createVerifyCode>;
