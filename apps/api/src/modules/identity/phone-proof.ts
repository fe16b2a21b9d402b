import { AppError } from '../../errors';
import { IDENTITY_MESSAGES } from './identity.messages';
import type { IdentityLog } from './identity.log';
import type { PhoneProof, PhoneVerifier } from './phone-verifier.port';

/**
 * The proof behind register, login-otp and reset-password (docs/rules/security.md): a uid the configured
 * verifier accepts for this same phone, else 400 'OTP expired or missing. Please request OTP again.'
 * (made-up, expired, reused and other-phone uids all read the same).
 */
export async function requirePhoneProof(
  verifier: PhoneVerifier,
  input: { phone: string; uid: string; log: IdentityLog },
): Promise<PhoneProof> {
  const check = await verifier.check(input.phone, input.uid, input.log);
  if (!check.ok) {
    input.log.info({ reason: check.reason, provider: verifier.provider }, 'phone proof refused');
    throw new AppError('bad-request', IDENTITY_MESSAGES.otpMissing, { code: 'otp_missing' });
  }
  return check.proof;
}

/** Uses the proof up in the transaction; a proof another request used meanwhile is refused alike. */
export async function consumePhoneProof(
  verifier: PhoneVerifier,
  tx: Parameters<PhoneVerifier['consume']>[0],
  proof: PhoneProof,
): Promise<void> {
  if (!(await verifier.consume(tx, proof)))
    throw new AppError('bad-request', IDENTITY_MESSAGES.otpMissing, { code: 'otp_missing' });
}
