/**
 * What went wrong while texting or checking a code; the OTP flow picks the docs/rules/sign-in.md#messages toast by
 * kind.
 */
export type PhoneVerifierErrorKind =
  'too-many-requests' | 'captcha' | 'network' | 'invalid-code' | 'expired' | 'unknown';

/** A failed send or verify: its kind, the text to show (server or provider message) and the wait, if any. */
export class PhoneVerifierError extends Error {
  constructor(
    readonly kind: PhoneVerifierErrorKind,
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'PhoneVerifierError';
  }
}

/** A code on its way: the challenge to verify against and the seconds before a resend is allowed. */
export interface PhoneVerification {
  verificationId: string;
  resendAfterSeconds: number;
}

/**
 * The browser side of phone verification (docs/rules/third-parties.md#ports): `local` (the API texts the code) or
 * `firebase` (invisible captcha + Firebase phone auth). Both end with a `uid` the API verifies.
 */
export interface PhoneVerifier {
  readonly provider: 'local' | 'firebase';
  /** Texts a code to '+91' plus 10 digits; throws PhoneVerifierError. */
  send(phoneE164: string): Promise<PhoneVerification>;
  /** Checks the typed code; the uid is the proof register, login-otp and reset-password take. */
  verify(verificationId: string, code: string): Promise<{ uid: string }>;
  /** Ends the provider's own sign-in once a flow is done (docs/rules/sign-in.md#login-and-reset: sign out). */
  signOut(): Promise<void>;
  /** Frees what the verifier holds (the captcha widget). */
  dispose(): void;
}
