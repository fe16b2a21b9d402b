import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FirebaseAuthSdk } from './firebase-sdk';
import { PhoneVerifierError } from './phone-verifier.port';

const sdk = vi.hoisted(() => ({ current: null as FirebaseAuthSdk | null }));
vi.mock('./firebase-sdk', () => ({
  loadFirebaseAuth: async () => {
    if (!sdk.current) throw new Error('Failed to resolve module specifier "firebase/auth"');
    return sdk.current;
  },
}));
const { createFirebasePhoneVerifier } = await import('./firebase-phone-verifier');

const CONFIG = { apiKey: 'k', authDomain: 'd', projectId: 'p', appId: 'a' };

function fakeSdk(signIn: FirebaseAuthSdk['signInWithPhoneNumber']) {
  const widgets: { cleared: boolean }[] = [];
  let signedOut = 0;
  const fake: FirebaseAuthSdk = {
    auth: { languageCode: 'en' },
    newRecaptchaVerifier: () => {
      const widget = { cleared: false };
      widgets.push(widget);
      return { render: async () => 0, clear: () => void (widget.cleared = true) };
    },
    signInWithPhoneNumber: signIn,
    signOut: async () => void (signedOut += 1),
  };
  sdk.current = fake;
  return { widgets, signedOut: () => signedOut };
}

afterEach(() => {
  sdk.current = null;
});

describe('createFirebasePhoneVerifier', () => {
  const container = () => document.createElement('div');

  it('confirms the code and hands the ID token to the API as uid', async () => {
    fakeSdk(async () => ({
      verificationId: 'fb-1',
      confirm: async (code) => ({ user: { getIdToken: async () => `id-token-for-${code}` } }),
    }));
    const verifier = createFirebasePhoneVerifier(CONFIG, container);
    const sent = await verifier.send('+919876543210');
    expect(sent.verificationId).toBe('fb-1');
    expect(await verifier.verify('fb-1', '123456')).toEqual({ uid: 'id-token-for-123456' });
  });

  it(
    'rebuilds the captcha after a captcha failure: "reCAPTCHA refreshed. ' + "Please tap 'Send OTP' again.\"",
    async () => {
      let calls = 0;
      const { widgets } = fakeSdk(async () => {
        calls += 1;
        if (calls === 1) throw Object.assign(new Error('captcha'), { code: 'auth/captcha-check-failed' });
        return { verificationId: 'fb-2', confirm: async () => ({ user: { getIdToken: async () => 't' } }) };
      });
      const verifier = createFirebasePhoneVerifier(CONFIG, container);
      await expect(verifier.send('+919876543210')).rejects.toMatchObject({
        kind: 'captcha',
        message: "reCAPTCHA refreshed. Please tap 'Send OTP' again.",
      });
      await verifier.send('+919876543210');
      expect(widgets.map((w) => w.cleared)).toEqual([true, false]);
    },
  );

  it('signs out of Firebase when the flow is done', async () => {
    const fake = fakeSdk(async () => ({
      verificationId: 'fb-3',
      confirm: async () => ({ user: { getIdToken: async () => 't' } }),
    }));
    const verifier = createFirebasePhoneVerifier(CONFIG, container);
    await verifier.send('+919876543210');
    await verifier.signOut();
    expect(fake.signedOut()).toBe(1);
  });

  it('reports an unloadable SDK as unavailable', async () => {
    const verifier = createFirebasePhoneVerifier(CONFIG, container);
    const err: unknown = await verifier.send('+919876543210').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PhoneVerifierError);
  });
});
