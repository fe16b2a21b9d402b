import type { VerifyIdToken } from './firebase-verifier.adapter';

// Held in variables so TypeScript and the bundler leave the import to run time: firebase-admin@^13
// is an optional dependency, loaded only when OTP_PROVIDER=firebase.
const APP_MODULE = 'firebase-admin/app';
const AUTH_MODULE = 'firebase-admin/auth';
const APP_NAME = 'vastra-identity';

interface FirebaseAppModule {
  initializeApp(options: { projectId: string }, name: string): unknown;
  getApps(): { name: string }[];
}
interface FirebaseAuthModule {
  getAuth(app: unknown): { verifyIdToken: VerifyIdToken };
}

export type ImportModule = (specifier: string) => Promise<unknown>;
const importModule: ImportModule = (specifier) => import(specifier) as Promise<unknown>;

/**
 * `verifyIdToken` of firebase-admin 13, loaded on first use (docs/rules/third-parties.md#firebase-on-the-server: only
 * the project id is needed; Google's certificates are fetched over HTTPS and cached by the SDK).
 */
export function lazyFirebaseVerifyIdToken(projectId: string, load: ImportModule = importModule): VerifyIdToken {
  let ready: Promise<VerifyIdToken> | undefined;
  async function init(): Promise<VerifyIdToken> {
    let appModule: FirebaseAppModule;
    let authModule: FirebaseAuthModule;
    try {
      appModule = (await load(APP_MODULE)) as FirebaseAppModule;
      authModule = (await load(AUTH_MODULE)) as FirebaseAuthModule;
    } catch (cause) {
      throw new Error('OTP_PROVIDER=firebase needs firebase-admin@^13: npm install firebase-admin@^13 -w @vastra/api', {
        cause,
      });
    }
    const app =
      appModule.getApps().find((a) => a.name === APP_NAME) ?? appModule.initializeApp({ projectId }, APP_NAME);
    const auth = authModule.getAuth(app);
    return (idToken) => auth.verifyIdToken(idToken);
  }
  return async (idToken) => {
    ready ??= init().catch((err: unknown) => {
      ready = undefined; // try again on the next request
      throw err;
    });
    return (await ready)(idToken);
  };
}
