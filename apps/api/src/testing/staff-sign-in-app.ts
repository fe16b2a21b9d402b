// The app the back-office sign-in tests run on (modules/staff/sign-in*.test.ts):
// low limits, Firebase for shoppers (staff codes are still ours, read from the dev outbox), and the steps of a sign-in.
import { type StaffRole } from '@vastra/domain/back-office';
import { afterAll, beforeAll, expect } from 'vitest';
import { staff } from '../db/schema';
import { manualClock } from '../shared/clock';
import { hashPassword } from '../shared/passwords';
import { buildTestApp, type TestApp } from './build-test-app';
import { client, outboxOf, uniques } from './requests';

export const clock = manualClock();
export const next = uniques();
export const PASSWORD = 'Kurta-shop-2026';
/** Set by useSignInApp's beforeAll; the tests read it through the live binding. */
export let t: TestApp;

export function useSignInApp() {
  beforeAll(async () => {
    t = await buildTestApp(
      {
        LOGIN_ATTEMPTS_PER_PHONE_15_MIN: '4',
        STAFF_LOGIN_ATTEMPTS_PER_PHONE_15_MIN: '8',
        STAFF_CODE_WRONG_PER_DAY: '8',
        // Firebase proves shoppers' phones in the browser; staff codes are still ours.
        OTP_PROVIDER: 'firebase',
        FIREBASE_PROJECT_ID: 'vastra-test',
        FIREBASE_API_KEY: 'test-web-api-key',
        FIREBASE_AUTH_DOMAIN: 'vastra-test.firebaseapp.com',
        FIREBASE_APP_ID: '1:1234567890:web:abcdef123456',
      },
      { clock, providers: { identity: { verifyIdToken: () => Promise.reject(new Error('not used')) } } },
    );
  });
  afterAll(() => t.close());
}

export async function member(options: { role?: StaffRole; password?: string | null; fullName?: string } = {}) {
  const phone = next.phone();
  const password = options.password === undefined ? PASSWORD : options.password;
  const [row] = await t.database.db
    .insert(staff)
    .values({
      phone,
      fullName: options.fullName ?? 'Kavya Rao',
      role: options.role ?? 'manager',
      passwordHash: password === null ? null : await hashPassword(password),
    })
    .returning({ id: staff.id });
  return { id: row?.id ?? '', phone };
}

export const post = (url: string, payload: object, address = '10.9.9.9', token?: string) =>
  client(t, address, token).post(url, payload);

export async function codeFor(phone: string): Promise<string> {
  const [latest] = await outboxOf(t, phone);
  const code = /^(\d{6}) is your Vastra back office sign-in code/.exec(latest?.body ?? '')?.[1];
  if (!code) throw new Error(`no sign-in code for ${phone}: ${latest?.body}`);
  return code;
}

export async function login(phone: string, password = PASSWORD, address?: string) {
  // The outbox lists by send time: a second apart, the newest text is the newest code.
  clock.advance(1000);
  const res = await post('/api/admin/auth/login', { phone, password }, address);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ challengeId: string; message: string }>();
}

export async function signIn(phone: string) {
  const { challengeId } = await login(phone);
  const res = await post('/api/admin/auth/verify', { challengeId, code: await codeFor(phone) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ token: string; staff: { id: string }; expiresAt: string }>();
}
