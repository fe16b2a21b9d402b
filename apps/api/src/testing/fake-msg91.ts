// Production refuses the console sender (config.ts: it texts nobody), so a production-mode test sends
// its codes through MSG91. This stands in for MSG91's network: installed as the global fetch before
// the app is built (the sender keeps the fetch it was built with), every other URL goes to the real one.
import { MSG91_OTP_URL } from '../modules/identity/msg91-sms.adapter';
import success from '../modules/identity/__fixtures__/msg91-otp-success.json';

/** The SMS settings a production test config needs (never a real key). */
export const MSG91_TEST_ENV = {
  SMS_PROVIDER: 'msg91',
  MSG91_AUTH_KEY: 'test-msg91-key',
  MSG91_TEMPLATE_ID: 'test-template',
};

export function installFakeMsg91() {
  const realFetch = globalThis.fetch;
  /** The phones MSG91 was asked to text (its `mobile` parameter), in order. */
  const texted: string[] = [];
  globalThis.fetch = async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : input);
    if (`${url.origin}${url.pathname}` !== MSG91_OTP_URL) return realFetch(input, init);
    texted.push(url.searchParams.get('mobile') ?? '');
    return new Response(JSON.stringify(success), { status: 200, headers: { 'content-type': 'application/json' } });
  };
  return {
    texted,
    restore() {
      globalThis.fetch = realFetch;
    },
  };
}
