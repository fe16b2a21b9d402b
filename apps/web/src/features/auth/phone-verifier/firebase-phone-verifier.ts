import type { FirebaseWebConfig } from '@vastra/domain/api';
import { IDENTITY_MESSAGES } from '@vastra/domain/identity';
import {
  loadFirebaseAuth,
  type ConfirmationResult,
  type FirebaseAuthSdk,
  type RecaptchaVerifier,
} from './firebase-sdk';
import { mapFirebaseError } from './map-firebase-error';
import { PhoneVerifierError, type PhoneVerifier } from './phone-verifier.port';

/** Shown when the SDK cannot be loaded at all (ours). */
const UNAVAILABLE = 'Phone verification is unavailable right now. Please try again.';

/**
 * OTP_PROVIDER=firebase (docs/rules/third-parties.md#ports): an invisible reCAPTCHA in `container`, Firebase texts the
 * code, and the uid sent to our API is the Firebase ID token, which the server verifies
 * (docs/rules/third-parties.md#firebase-on-the-server). Imported only dynamically, so neither this file nor the SDK is
 * in the main bundle.
 */
export function createFirebasePhoneVerifier(
  config: FirebaseWebConfig | Omit<FirebaseWebConfig, 'appId'>,
  getContainer: () => HTMLElement | null,
): PhoneVerifier {
  let sdk: Promise<FirebaseAuthSdk> | null = null;
  let recaptcha: RecaptchaVerifier | null = null;
  const confirmations = new Map<string, ConfirmationResult>();

  async function loadSdk(): Promise<FirebaseAuthSdk> {
    sdk ??= loadFirebaseAuth(config).catch(() => {
      sdk = null;
      throw new PhoneVerifierError('unknown', UNAVAILABLE);
    });
    return sdk;
  }

  // docs/rules/third-parties.md#firebase-in-the-browser: clear the widget after an error and rebuild it before
  // retrying.
  function clearRecaptcha() {
    try {
      recaptcha?.clear();
    } catch {
      // already gone with its element
    }
    recaptcha = null;
  }

  function currentRecaptcha(firebase: FirebaseAuthSdk): RecaptchaVerifier {
    if (recaptcha) return recaptcha;
    const container = getContainer();
    if (!container) throw new PhoneVerifierError('captcha', IDENTITY_MESSAGES.recaptchaRefreshed);
    container.replaceChildren();
    recaptcha = firebase.newRecaptchaVerifier(container, clearRecaptcha);
    return recaptcha;
  }

  return {
    provider: 'firebase',
    async send(phoneE164) {
      const firebase = await loadSdk();
      try {
        const confirmation = await firebase.signInWithPhoneNumber(phoneE164, currentRecaptcha(firebase));
        confirmations.set(confirmation.verificationId, confirmation);
        return { verificationId: confirmation.verificationId, resendAfterSeconds: 0 };
      } catch (err) {
        clearRecaptcha();
        throw err instanceof PhoneVerifierError ? err : mapFirebaseError(err, 'send');
      }
    },
    async verify(verificationId, code) {
      const confirmation = confirmations.get(verificationId);
      if (!confirmation) throw new PhoneVerifierError('expired', IDENTITY_MESSAGES.otpMissing);
      try {
        const credential = await confirmation.confirm(code);
        confirmations.delete(verificationId);
        return { uid: await credential.user.getIdToken() };
      } catch (err) {
        throw mapFirebaseError(err, 'verify');
      }
    },
    async signOut() {
      if (!sdk) return;
      try {
        await (await sdk).signOut();
      } catch {
        // our own session does not depend on Firebase's
      }
    },
    dispose() {
      clearRecaptcha();
      confirmations.clear();
    },
  };
}
