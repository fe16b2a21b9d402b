import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../testing/auth-test-utils';
import { localPhoneVerifier } from './local-phone-verifier';
import { PhoneVerifierError } from './phone-verifier.port';

async function failure(promise: Promise<unknown>): Promise<PhoneVerifierError> {
  try {
    await promise;
  } catch (err) {
    if (err instanceof PhoneVerifierError) return err;
    throw err;
  }
  throw new Error('expected a PhoneVerifierError');
}

afterEach(() => vi.unstubAllGlobals());

describe('localPhoneVerifier', () => {
  it('sends to POST /api/identity/send-code and reads the challenge', async () => {
    const calls = stubApi({
      'POST /api/identity/send-code': () => ({ body: { verificationId: 'c-1', resendAfter: 30 } }),
    });
    expect(await localPhoneVerifier.send('+919876543210')).toEqual({ verificationId: 'c-1', resendAfterSeconds: 30 });
    expect(calls[0]?.body).toEqual({ phone: '+919876543210' });
  });

  it('maps a 429 to too-many-requests with retryAfterSeconds', async () => {
    stubApi({
      'POST /api/identity/send-code': () => ({
        status: 429,
        body: { message: 'Too many attempts. Paused OTP sends for 77s.', retryAfterSeconds: 77 },
      }),
    });
    const err = await failure(localPhoneVerifier.send('+919876543210'));
    expect({ kind: err.kind, retryAfterSeconds: err.retryAfterSeconds }).toEqual({
      kind: 'too-many-requests',
      retryAfterSeconds: 77,
    });
  });

  it("maps no answer to 'Network error sending OTP. Check connection and retry.'", async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    const err = await failure(localPhoneVerifier.send('+919876543210'));
    expect({ kind: err.kind, message: err.message }).toEqual({
      kind: 'network',
      message: 'Network error sending OTP. Check connection and retry.',
    });
  });

  it.each([
    [400, 'otp_invalid', 'Invalid OTP — please check the digits and try again.', 'invalid-code'],
    [400, 'otp_expired', 'OTP expired. Please request a new one.', 'expired'],
    [400, 'otp_missing', 'OTP expired or missing. Please request OTP again.', 'expired'],
    [429, 'rate_limited', 'Too many attempts. Please try again later.', 'too-many-requests'],
    [400, 'bad_request', 'Something else', 'unknown'],
  ] as const)('maps verify %i %s (%s) to %s, keeping the text', async (status, code, message, kind) => {
    stubApi({ 'POST /api/identity/verify-code': () => ({ status, body: { message, code } }) });
    const err = await failure(localPhoneVerifier.verify('c-1', '123456'));
    expect({ kind: err.kind, message: err.message }).toEqual({ kind, message });
  });

  it('branches on the code, not the text: a reworded message keeps its meaning', async () => {
    for (const [code, kind] of [
      ['otp_invalid', 'invalid-code'],
      ['otp_expired', 'expired'],
      ['otp_missing', 'expired'],
    ] as const) {
      stubApi({ 'POST /api/identity/verify-code': () => ({ status: 400, body: { message: 'Reworded.', code } }) });
      expect((await failure(localPhoneVerifier.verify('c-1', '123456'))).kind).toBe(kind);
    }
    // The old texts without a code are no longer read.
    stubApi({
      'POST /api/identity/verify-code': () => ({
        status: 400,
        body: { message: 'OTP expired. Please request a new one.' },
      }),
    });
    expect((await failure(localPhoneVerifier.verify('c-1', '123456'))).kind).toBe('unknown');
  });
});
