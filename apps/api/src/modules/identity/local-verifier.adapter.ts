import type { Clock } from '../../shared/clock';
import { sha256 } from '../../shared/crypto';
import type { OtpRepository } from './otp.repository';
import type { PhoneVerifier } from './phone-verifier.port';

/**
 * The default verifier: a `uid` is the single-use token verify-code issued, stored as its SHA-256,
 * bound to one phone and valid for 10 minutes (docs/rules/security.md).
 */
export function createLocalVerifier(deps: { otp: OtpRepository; clock: Clock }): PhoneVerifier {
  return {
    provider: 'local',
    async check(phone, uid) {
      const tokenHash = sha256(uid);
      const row = await deps.otp.findPhoneToken(tokenHash);
      if (!row) return { ok: false, reason: 'unknown' };
      if (row.phone !== phone) return { ok: false, reason: 'other-phone' };
      if (row.usedAt) return { ok: false, reason: 'used' };
      if (row.expiresAt.getTime() <= deps.clock.now().getTime()) return { ok: false, reason: 'expired' };
      return { ok: true, proof: { phone, tokenHash, expiresAt: row.expiresAt } };
    },
    consume(tx, proof) {
      return deps.otp.usePhoneToken(tx, { tokenHash: proof.tokenHash, phone: proof.phone, now: deps.clock.now() });
    },
  };
}
