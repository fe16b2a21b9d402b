import { describe, expect, it } from 'vitest';
import { mapFirebaseError } from './map-firebase-error';

const error = (code: string, message = `Firebase: Error (${code}).`) => Object.assign(new Error(message), { code });

describe('mapFirebaseError', () => {
  it.each([
    ['auth/too-many-requests', 'send', 'too-many-requests', 'Too many attempts. Please try again later.'],
    ['auth/captcha-check-failed', 'send', 'captcha', "reCAPTCHA refreshed. Please tap 'Send OTP' again."],
    ['auth/invalid-app-credential', 'send', 'captcha', "reCAPTCHA refreshed. Please tap 'Send OTP' again."],
    ['auth/missing-app-credential', 'send', 'captcha', "reCAPTCHA refreshed. Please tap 'Send OTP' again."],
    ['auth/network-request-failed', 'send', 'network', 'Network error sending OTP. Check connection and retry.'],
    ['auth/network-request-failed', 'verify', 'network', 'No response from server'],
    [
      'auth/invalid-verification-code',
      'verify',
      'invalid-code',
      'Invalid OTP — please check the digits and try again.',
    ],
    ['auth/code-expired', 'verify', 'expired', 'OTP expired. Please request a new one.'],
    ['auth/quota-exceeded', 'send', 'unknown', 'Firebase: Error (auth/quota-exceeded).'],
  ] as const)('%s while %s → %s: %s', (code, stage, kind, message) => {
    const mapped = mapFirebaseError(error(code), stage);
    expect({ kind: mapped.kind, message: mapped.message }).toEqual({ kind, message });
  });

  it.each(['reCAPTCHA has already been rendered in this element', 'reCAPTCHA client element has been removed: 0'])(
    "treats '%s' as a captcha to rebuild",
    (message) => {
      expect(mapFirebaseError(new Error(message), 'send').kind).toBe('captcha');
    },
  );

  it("falls back to 'Auth failed' and 'Authentication failed' when there is no message", () => {
    expect(mapFirebaseError({}, 'send').message).toBe('Auth failed');
    expect(mapFirebaseError(null, 'verify').message).toBe('Authentication failed');
  });
});
