import type { FirebaseWebConfig } from '@vastra/domain/api';

// The few parts of the Firebase modular API (firebase ≥ 10, docs/rules/third-parties.md#firebase-in-the-browser) this
// app uses, typed here so the code compiles while the `firebase` package is not a dependency.
export interface FirebaseAuth {
  languageCode: string | null;
}
export interface RecaptchaVerifier {
  render(): Promise<number>;
  clear(): void;
}
export interface ConfirmationResult {
  readonly verificationId: string;
  confirm(code: string): Promise<{ user: { getIdToken(forceRefresh?: boolean): Promise<string> } }>;
}
export interface FirebaseAuthSdk {
  auth: FirebaseAuth;
  newRecaptchaVerifier(container: HTMLElement, onExpired: () => void): RecaptchaVerifier;
  signInWithPhoneNumber(phoneE164: string, verifier: RecaptchaVerifier): Promise<ConfirmationResult>;
  signOut(): Promise<void>;
}

interface FirebaseAppModule {
  getApps(): { name: string }[];
  getApp(name: string): unknown;
  initializeApp(options: object, name: string): unknown;
}
interface FirebaseAuthModule {
  getAuth(app: unknown): FirebaseAuth;
  RecaptchaVerifier: new (auth: FirebaseAuth, container: HTMLElement, params: object) => RecaptchaVerifier;
  signInWithPhoneNumber(auth: FirebaseAuth, phone: string, verifier: RecaptchaVerifier): Promise<ConfirmationResult>;
  signOut(auth: FirebaseAuth): Promise<void>;
}

const APP_NAME = 'vastra-phone-auth';

/** Loads the Firebase app and auth SDK on demand and wraps the calls the phone verifier needs. */
export async function loadFirebaseAuth(
  config: FirebaseWebConfig | Omit<FirebaseWebConfig, 'appId'>,
): Promise<FirebaseAuthSdk> {
  const [appModule, authModule] = (await Promise.all([
    // Its own chunk, loaded only in firebase mode: the SDK never weighs on the local default.
    import('firebase/app'),
    import('firebase/auth'),
  ])) as unknown as [FirebaseAppModule, FirebaseAuthModule];
  const app = appModule.getApps().some((a) => a.name === APP_NAME)
    ? appModule.getApp(APP_NAME)
    : appModule.initializeApp(config, APP_NAME);
  const auth = authModule.getAuth(app);
  // The captcha and the SMS in English, like the rest of the shop.
  auth.languageCode = 'en';
  return {
    auth,
    newRecaptchaVerifier: (container, onExpired) =>
      new authModule.RecaptchaVerifier(auth, container, { size: 'invisible', 'expired-callback': onExpired }),
    signInWithPhoneNumber: (phone, verifier) => authModule.signInWithPhoneNumber(auth, phone, verifier),
    signOut: () => authModule.signOut(auth),
  };
}
