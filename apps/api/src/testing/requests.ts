// Requests the API tests make through `app.inject`: as a shopper or from a client address, the
// sign-up flow through the real endpoints (codes read from the dev outbox), and shipping's controls.
import { ENDPOINTS, endpointPath } from '@vastra/domain/api';
import { shortOrderId } from '@vastra/domain/orders';
import { DEFAULT_SHOP_SETTINGS } from '@vastra/domain/settings';
import { count, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { smsOutbox } from '../db/schema';
import type { TestApp } from './build-test-app';
import { newOrder } from './factories';
import { createTrackingLinks, trackingLinkKeyOf } from '../shared/tracking-links';

/** Distinct phones and client addresses, so tests in one file do not share limits. */
export function uniques() {
  let phone = 0;
  let address = 0;
  return {
    phone: () => `+919${String(++phone).padStart(9, '0')}`,
    address: () => `10.${Math.floor(++address / 250)}.${address % 250}.7`,
  };
}

/** A shopper's requests from one client address (the token, when given, as a bearer). */
export function client(t: Pick<TestApp, 'app'>, address?: string, token?: string) {
  const auth: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const from = address === undefined ? {} : { remoteAddress: address };
  return {
    post: (url: string, payload?: unknown, headers: Record<string, string> = {}) =>
      t.app.inject({
        method: 'POST',
        url,
        ...from,
        headers: { ...auth, ...headers },
        ...(payload === undefined ? {} : { payload: payload as object }),
      }),
    get: (url: string, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url, ...from, headers: { ...auth, ...headers } }),
  };
}

/** Requests as one shopper (or anonymous without a token), from the default address. */
export const as = (t: Pick<TestApp, 'app'>, token?: string) => client(t, undefined, token);

interface OutboxEntry {
  to: string;
  body: string;
  sentAt: string;
}

/** The dev outbox for a phone, newest first. */
export async function outboxOf(t: TestApp, phone: string): Promise<OutboxEntry[]> {
  const res = await t.app.inject({
    method: 'GET',
    url: `${ENDPOINTS.smsOutbox.path}?phone=${encodeURIComponent(phone)}`,
  });
  expect(res.statusCode).toBe(200);
  return res.json<OutboxEntry[]>();
}

/** The dev outbox's texts to `phone` that name the order (its short id), oldest first. */
export async function textsAbout(t: TestApp, phone: string, orderId: string): Promise<string[]> {
  const short = shortOrderId(orderId);
  return (await outboxOf(t, phone))
    .filter((m) => m.body.includes(short))
    .map((m) => m.body)
    .reverse();
}

/** How many texts the phone was sent (rows in the outbox table). */
export async function smsCount(t: TestApp, phone: string): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(smsOutbox).where(eq(smsOutbox.to, phone));
  return row?.n ?? 0;
}

/** Sends a code and reads it back from the dev outbox. */
export async function requestCode(t: TestApp, phone: string, address: string) {
  const res = await client(t, address).post(ENDPOINTS.sendCode.path, { phone });
  expect(res.statusCode, res.body).toBe(200);
  const { verificationId } = res.json<{ verificationId: string }>();
  const [latest] = await outboxOf(t, phone);
  const code = /^(\d{6}) /.exec(latest?.body ?? '')?.[1];
  if (!code) throw new Error(`no code in the outbox for ${phone}`);
  return { verificationId, code };
}

/** A fresh uid proving `phone` (send-code → outbox → verify-code). */
export async function verifiedUid(t: TestApp, phone: string, address: string): Promise<string> {
  const { verificationId, code } = await requestCode(t, phone, address);
  const res = await client(t, address).post(ENDPOINTS.verifyCode.path, { verificationId, code });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ uid: string }>().uid;
}

export const PASSWORD = 'secret123';

/** Registers a shopper through the real endpoints; returns the answer's token and user. */
export async function signUp(t: TestApp, phone: string, address: string, password = PASSWORD) {
  const uid = await verifiedUid(t, phone, address);
  const res = await client(t, address).post(ENDPOINTS.register.path, {
    fullName: 'Asha Verma',
    email: 'asha@example.com',
    phone,
    password,
    uid,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ token: string; user: { _id: string; phone: string } }>();
}

const SIMULATOR_CONTROLS = {
  advance: ENDPOINTS.advanceShipment,
  cancel: ENDPOINTS.cancelShipment,
  rto: ENDPOINTS.returnShipment,
} as const;

/** POST /api/orders/book-shipping/{orderId} as the shopper. */
export function bookShipping(t: TestApp, orderId: string, headers: Record<string, string>) {
  return t.app.inject({ method: 'POST', url: endpointPath(ENDPOINTS.bookShipping.path, { orderId }), headers });
}

/** A dev control of the simulator: advance, cancel or rto. */
export function simulate(t: TestApp, awb: string, action: 'advance' | 'cancel' | 'rto', query = '') {
  return t.app.inject({ method: 'POST', url: endpointPath(SIMULATOR_CONTROLS[action].path, { awb }) + query });
}

/** A placed order booked with the simulator; returns its id and AWB. */
export async function bookedOrder(
  t: TestApp,
  shopper: { id: string; headers: Record<string, string> },
  productId: string,
  size = 'M',
  quantity = 1,
) {
  const orderId = await newOrder(t, shopper.id, [{ productId, size, quantity }]);
  const res = await bookShipping(t, orderId, shopper.headers);
  if (res.statusCode !== 200) throw new Error(`booking failed: ${res.body}`);
  const awb = res.json<{ data: { awb: string } }>().data.awb;
  return { orderId, awb };
}

/** The token of an order's tracking link as the app signs it (docs/decisions/111-sign-in-by-otp.md). */
export function trackingTokenOf(t: Pick<TestApp, 'config'>, orderId: string): string {
  return createTrackingLinks(trackingLinkKeyOf(t.config)).tokenFor(orderId);
}

/** Turns the owner's COD confirmation on or off (PUT /api/admin/settings, every other setting its default). */
export async function setCodConfirmation(t: TestApp, owner: Record<string, string>, enabled: boolean, hours = 48) {
  const cod = { ...DEFAULT_SHOP_SETTINGS.cod, confirmation: { enabled, hours } };
  const put = await t.app.inject({
    method: 'PUT',
    url: '/api/admin/settings',
    headers: owner,
    payload: { ...DEFAULT_SHOP_SETTINGS, cod },
  });
  expect(put.statusCode, put.body).toBe(200);
}
