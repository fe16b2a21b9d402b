import type { Db } from '../../db/client';
import type { IdentityLog } from './identity.log';

/** A checked proof that the caller controls `phone`, not yet used up. */
export interface PhoneProof {
  phone: string;
  /** SHA-256 of the uid: the key that makes it single-use. */
  tokenHash: string;
  expiresAt: Date;
}

/** Why a uid was refused (all answered alike, so nothing is learnt from the difference). */
export type ProofRefusal = 'unknown' | 'expired' | 'used' | 'other-phone';

export type ProofCheck = { ok: true; proof: PhoneProof } | { ok: false; reason: ProofRefusal };

/**
 * The phone verification port (docs/rules/third-parties.md#ports, docs/rules/security.md): `local` (our single-use
 * token from verify-code) or `firebase` (a Firebase ID token whose `phone_number` is the phone), chosen by
 * OTP_PROVIDER.
 */
export interface PhoneVerifier {
  readonly provider: 'local' | 'firebase';
  /**
   * Checks, without using it up, that `uid` proves control of `phone` now; may call the provider
   * and throws AppError('provider-failed') when the check could not run.
   */
  check(phone: string, uid: string, log: IdentityLog): Promise<ProofCheck>;
  /**
   * Uses the proof up inside the caller's transaction, so it stays usable when the use case fails;
   * false when another request used it first.
   */
  consume(tx: Db, proof: PhoneProof): Promise<boolean>;
}
