// A shopper signed up through the API as the storefront does it: send-code → the code from the dev
// SMS outbox → verify-code → register. One helper for the Playwright journeys (e2e/), the reliability
// suite (tests/reliability/) and the benches (bench/); plain JavaScript, so the benches run it unbuilt.
import { randomInt } from 'node:crypto';

/** The password of every shopper signed up here. */
export const SHOPPER_PASSWORD = 'kurti-lover-42';

/** The billing details every journey, suite and bench orders with. */
export const CUSTOMER = {
  name: 'Asha Verma',
  email: 'asha@example.com',
  phone: '9876543210',
  address: '12 MG Road, Flat 4B',
  city: 'Lucknow',
  state: 'Uttar Pradesh',
  pincode: '226001',
  notes: '',
};

/** A mobile number no other run uses: +91, then 9 and nine random digits (E.164, as the API stores it). */
export function newPhone() {
  return `+919${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;
}

/**
 * @typedef {{ status: number, json: any }} Answer
 * @typedef {(method: 'GET' | 'POST', path: string, body?: unknown) => Promise<Answer>} Send
 *   One JSON call to the API (path from /api on); the caller's transport, address and headers.
 * @typedef {{ token: string, userId: string, phone: string, code: string }} SignedUp
 */

/**
 * A `Send` over fetch to the API at `base` (e.g. http://127.0.0.1:3000), with `headers` on every call.
 * @param {string} base
 * @param {Record<string, string>} [headers]
 * @returns {Send}
 */
export function fetchSend(base, headers = {}) {
  return async (method, path, body) => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: {
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
    const text = await res.text();
    try {
      return { status: res.status, json: JSON.parse(text) };
    } catch {
      return { status: res.status, json: text };
    }
  };
}

/**
 * The newest 6-digit code texted to `phone` (E.164), from the dev SMS outbox.
 * @param {Send} send
 * @param {string} phone
 * @returns {Promise<string>}
 */
export async function outboxCode(send, phone) {
  const outbox = await expectOk(send, 'GET', `/api/dev/sms-outbox?phone=${encodeURIComponent(phone)}`);
  const code = /^(\d{6}) /.exec(outbox[0]?.body ?? '')?.[1];
  if (!code) throw new Error(`no code in the dev outbox for ${phone}: ${JSON.stringify(outbox)}`);
  return code;
}

/**
 * Signs a new shopper up: send-code → outbox → verify-code → register. The dev outbox answers only
 * this machine, so a `send` that forwards a client address (X-Forwarded-For) needs a plain `local` one.
 * @param {Send} send
 * @param {{ phone?: string, fullName?: string, email?: string, password?: string }} [shopper]
 * @param {Send} [local]
 * @returns {Promise<SignedUp>}
 */
export async function signUp(send, shopper = {}, local = send) {
  const phone = shopper.phone ?? newPhone();
  const { verificationId } = await expectOk(send, 'POST', '/api/identity/send-code', { phone });
  const code = await outboxCode(local, phone);
  const { uid } = await expectOk(send, 'POST', '/api/identity/verify-code', { verificationId, code });
  const registered = await expectOk(send, 'POST', '/api/auth/register', {
    fullName: shopper.fullName ?? CUSTOMER.name,
    email: shopper.email ?? CUSTOMER.email,
    phone,
    password: shopper.password ?? SHOPPER_PASSWORD,
    uid,
    otp: code,
  });
  return { token: registered.token, userId: registered.user._id, phone, code };
}

/**
 * @param {Send} send
 * @param {'GET' | 'POST'} method
 * @param {string} path
 * @param {unknown} [body]
 */
async function expectOk(send, method, path, body) {
  const answer = await send(method, path, body);
  if (answer.status !== 200) throw new Error(`${method} ${path}: ${answer.status} ${JSON.stringify(answer.json)}`);
  return answer.json;
}
