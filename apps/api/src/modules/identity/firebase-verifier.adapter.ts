import { AppError } from '../../errors';
import type { Clock } from '../../shared/clock';
import { sha256 } from '../../shared/crypto';
import { UID_TTL_MS } from './identity.constants';
import { IDENTITY_MESSAGES } from './identity.messages';
import type { OtpRepository } from './otp.repository';
import type { PhoneVerifier, ProofRefusal } from './phone-verifier.port';
import { maskPhone } from './sms-sender.port';

/**
 * The claims of firebase-admin 13's `DecodedIdToken` that we read (docs/rules/third-parties.md#firebase-on-the-server).
 */
export interface FirebaseDecodedIdToken {
  uid: string;
  exp: number;
  auth_time: number;
  phone_number?: string;
  firebase?: { sign_in_provider?: string };
}

/** `getAuth(app).verifyIdToken`: checks signature, `aud`, `iss` and `exp`, or throws a FirebaseAuthError. */
export type VerifyIdToken = (idToken: string) => Promise<FirebaseDecodedIdToken>;

// Codes that say something about the token itself (firebase-admin src/auth/token-verifier.ts).
const REFUSED_CODES = new Set([
  'auth/argument-error',
  'auth/id-token-expired',
  'auth/id-token-revoked',
  'auth/invalid-id-token',
  'auth/user-disabled',
  'auth/user-not-found',
]);
// ...except that failures to fetch Google's certificates are reported as argument errors too.
const INFRASTRUCTURE_PREFIXES = ['Error fetching public keys for Google certs', 'Error while making request'];

function classify(err: unknown): ProofRefusal | 'broken' {
  const { code, message } = (typeof err === 'object' && err !== null ? err : {}) as {
    code?: unknown;
    message?: unknown;
  };
  if (typeof code !== 'string' || !REFUSED_CODES.has(code)) return 'broken';
  if (typeof message === 'string' && INFRASTRUCTURE_PREFIXES.some((p) => message.startsWith(p))) return 'broken';
  return code === 'auth/id-token-expired' ? 'expired' : 'unknown';
}

/**
 * OTP_PROVIDER=firebase: the browser runs Firebase phone auth and sends its ID token as `uid`. The
 * token must verify, come from a phone sign-in for this very phone within the last 10 minutes, and
 * is single-use like a local uid (its hash is recorded when used).
 */
export function createFirebaseVerifier(deps: {
  verifyIdToken: VerifyIdToken;
  otp: OtpRepository;
  clock: Clock;
}): PhoneVerifier {
  return {
    provider: 'firebase',
    async check(phone, uid, log) {
      let decoded: FirebaseDecodedIdToken;
      try {
        decoded = await deps.verifyIdToken(uid);
      } catch (err) {
        const verdict = classify(err);
        if (verdict !== 'broken') return { ok: false, reason: verdict };
        log.error({ err, to: maskPhone(phone) }, 'Firebase ID token verification could not run');
        throw new AppError('provider-failed', IDENTITY_MESSAGES.verifierUnavailable);
      }
      if (decoded.phone_number !== phone) return { ok: false, reason: 'other-phone' };
      if (decoded.firebase?.sign_in_provider !== 'phone') return { ok: false, reason: 'unknown' };
      const now = deps.clock.now().getTime();
      if (now - decoded.auth_time * 1000 > UID_TTL_MS || decoded.exp * 1000 <= now) {
        return { ok: false, reason: 'expired' };
      }
      const tokenHash = sha256(uid);
      if (await deps.otp.findPhoneToken(tokenHash)) return { ok: false, reason: 'used' };
      return { ok: true, proof: { phone, tokenHash, expiresAt: new Date(decoded.exp * 1000) } };
    },
    consume(tx, proof) {
      const now = deps.clock.now();
      return deps.otp.insertPhoneToken(tx, { ...proof, usedAt: now, now });
    },
  };
}
