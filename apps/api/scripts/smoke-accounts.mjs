#!/usr/bin/env node
// Walks a shopper's whole account life over real HTTP against a running API (local verifier,
// console SMS sender, not production): sign up with a code read from the dev outbox, log out, log in
// with the password, log in by OTP, reset the password by OTP (old sessions die), sync a cart and read
// it back through me. Usage: BASE_URL=http://localhost:3302 node apps/api/scripts/smoke-accounts.mjs
import { randomInt } from 'node:crypto';
import console from 'node:console';
import process from 'node:process';
import { setTimeout as delay } from 'node:timers/promises';

const BASE_URL = (process.env.BASE_URL ?? 'http://localhost:3000').replace(/\/$/, '');
const phone = `+919${String(randomInt(0, 1e9)).padStart(9, '0')}`;
const password = 'first-pass-123';
const newPassword = 'second-pass-456';
let failures = 0;

async function call(method, path, { body, token } = {}) {
  const headers = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(`${BASE_URL}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    json = text;
  }
  return { status: res.status, json, retryAfter: res.headers.get('retry-after') };
}

const short = (value) => (typeof value === 'string' && value.length > 16 ? `${value.slice(0, 8)}…` : value);
function redact(json) {
  if (!json || typeof json !== 'object' || Array.isArray(json)) return json;
  const out = { ...json };
  for (const key of ['token', 'uid', 'verificationId']) if (key in out) out[key] = short(out[key]);
  if (out.user) out.user = { ...out.user, _id: short(out.user._id) };
  return out;
}

function step(name, res, expectedStatus, check = () => true) {
  const ok = res.status === expectedStatus && check(res.json);
  if (!ok) failures++;
  const extra = res.retryAfter ? ` retry-after=${res.retryAfter}` : '';
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}: ${res.status}${extra} ${JSON.stringify(redact(res.json))}`);
  return res.json;
}

const sleep = (s) => delay(s * 1000);
let resendAt = 0;

/** send-code → the code from the dev outbox → verify-code → uid (waits out the resend gap). */
async function verifyPhone(label) {
  const wait = Math.ceil((resendAt - Date.now()) / 1000);
  if (wait > 0) {
    console.log(`     (waiting ${wait}s: the resend gap)`);
    await sleep(wait);
  }
  const sent = step(`${label}: send-code`, await call('POST', '/api/identity/send-code', { body: { phone } }), 200);
  resendAt = Date.now() + (sent.resendAfter ?? 30) * 1000 + 500;
  const outbox = await call('GET', `/api/dev/sms-outbox?phone=${encodeURIComponent(phone)}`);
  const code = /^(\d{6}) /.exec(outbox.json?.[0]?.body ?? '')?.[1];
  console.log(
    `${code ? 'ok  ' : 'FAIL'} ${label}: dev outbox has ` +
      `${outbox.json?.length ?? 0} text(s); newest reads ` +
      `"${outbox.json?.[0]?.body?.replace(/^\d{6}/, '******')}"`,
  );
  if (!code) failures++;
  const verified = step(
    `${label}: verify-code`,
    await call('POST', '/api/identity/verify-code', { body: { verificationId: sent.verificationId, code } }),
    200,
  );
  return verified.uid;
}

console.log(`Smoke: accounts against ${BASE_URL} with phone ${phone}`);
step(
  'check-user (new phone)',
  await call('POST', '/api/auth/check-user', { body: { phone } }),
  200,
  (j) => j.exists === false,
);

// 1. Sign up with a code read from the dev outbox.
const signupUid = await verifyPhone('signup');
step(
  'resend at once is refused',
  await call('POST', '/api/identity/send-code', { body: { phone } }),
  429,
  (j) => j.retryAfterSeconds > 0,
);
const signup = step(
  'register',
  await call('POST', '/api/auth/register', {
    body: {
      fullName: 'Asha Verma',
      email: 'asha@example.com',
      phone: phone.slice(3),
      password,
      uid: signupUid,
      otp: '000000',
    },
  }),
  200,
  (j) => j.message === 'Signup successful' && j.user.phone === phone,
);
step(
  'login-otp with the spent signup uid',
  await call('POST', '/api/auth/login-otp', { body: { phone, uid: signupUid } }),
  400,
);
step('me (signup token)', await call('GET', '/api/auth/me', { token: signup.token }), 200, (j) => j.phone === phone);

// 2. Log out: the token dies.
step('logout', await call('POST', '/api/auth/logout', { token: signup.token }), 200, (j) => j.message === 'Logged out');
step('me after logout', await call('GET', '/api/auth/me', { token: signup.token }), 401);

// 3. Log in with the password.
step(
  'login (wrong password)',
  await call('POST', '/api/auth/login', { body: { phone, password: 'not-the-password' } }),
  401,
);
const login = step(
  'login (password)',
  await call('POST', '/api/auth/login', { body: { phone, password } }),
  200,
  (j) => j.message === 'Login successful',
);

// 4. Log in by OTP.
const otpLogin = step(
  'login-otp',
  await call('POST', '/api/auth/login-otp', { body: { phone, uid: await verifyPhone('login-otp') } }),
  200,
  (j) => j.message === 'Login successful',
);

// 5. Reset the password by OTP: every session ends.
step(
  'reset-password',
  await call('POST', '/api/auth/reset-password', { body: { phone, newPassword, uid: await verifyPhone('reset') } }),
  200,
  (j) => j.message === 'Password reset successful',
);
step('me with the password-login token after reset', await call('GET', '/api/auth/me', { token: login.token }), 401);
step('me with the OTP-login token after reset', await call('GET', '/api/auth/me', { token: otpLogin.token }), 401);
step('login with the old password', await call('POST', '/api/auth/login', { body: { phone, password } }), 401);
const fresh = step(
  'login with the new password',
  await call('POST', '/api/auth/login', { body: { phone, password: newPassword } }),
  200,
);

// 6. Sync a cart and read it back through me.
const cart = [
  {
    _id: 'p-kurti-1',
    title: 'Anarkali Kurti',
    image: '/images/p-kurti-1.svg',
    price: 799,
    selectedSize: 'M',
    quantity: 2,
    stockBySize: { M: 4 },
  },
  { id: 'p-saree-7', title: 'Banarasi Saree', price: 1499, selectedSize: 'Free', giftNote: 'kept as sent' },
];
step(
  'update-cart',
  await call('POST', '/api/auth/update-cart', { body: { cart }, token: fresh.token }),
  200,
  (j) => j.cart.length === 2,
);
step(
  'me returns the cart',
  await call('GET', '/api/auth/me', { token: fresh.token }),
  200,
  (j) =>
    j.cart.length === 2 &&
    j.cart[0].id === 'p-kurti-1' &&
    j.cart[0].quantity === 2 &&
    j.cart[1]._id === 'p-saree-7' &&
    j.cart[1].giftNote === 'kept as sent' &&
    j.cart[1].quantity === 1,
);
step('update-cart without a session', await call('POST', '/api/auth/update-cart', { body: { cart } }), 401);

console.log(failures === 0 ? 'Smoke passed.' : `Smoke FAILED: ${failures} step(s).`);
process.exit(failures === 0 ? 0 : 1);
