// Shoppers and orders over HTTP, as the storefront makes them (docs/rules/api.md#endpoints,
// docs/rules/third-parties.md#ports local verifier).
import { createHmac, randomUUID } from 'node:crypto';
import { CUSTOMER, fetchSend, newPhone, signUp as signUpThrough } from '../../support/sign-up.mjs';
import { DEMO_OWNER_PASSWORD } from './api-server';
import { call, get, newAddress, post } from './http';

export interface Shopper {
  userId: string;
  token: string;
  phone: string;
  /** The client address this shopper's requests come from. */
  ip: string;
}

export { CUSTOMER };

/** Signs a new shopper up the way the storefront does (tests/support/sign-up.mjs), from its own address. */
export async function signUp(base: string, phone = newPhone(), ip = newAddress()): Promise<Shopper> {
  const { userId, token } = await signUpThrough(fetchSend(base, { 'x-forwarded-for': ip }), { phone }, fetchSend(base));
  return { userId, token, phone, ip };
}

export interface Line {
  productId: string;
  size: string;
  quantity: number;
}

/** The spec's order items; the client's price and title are sent but the server ignores them. */
export const itemsOf = (lines: readonly Line[]) => lines.map((l) => ({ ...l, title: 'Item', price: 1 }));

/** POST /api/orders/cod body (docs/rules/api.md#endpoints). */
export const codBody = (lines: readonly Line[]) => ({
  customerInfo: CUSTOMER,
  items: itemsOf(lines),
  totalAmount: 1,
  shippingCost: 0,
  paymentType: 'COD',
});

export interface OrderAnswer {
  orderId?: string;
  message?: string;
}

/** Places a COD order, optionally with an Idempotency-Key. */
export const placeCod = (base: string, shopper: Shopper, lines: readonly Line[], idempotencyKey?: string) =>
  post<OrderAnswer>(base, '/api/orders/cod', codBody(lines), {
    token: shopper.token,
    ip: shopper.ip,
    ...(idempotencyKey ? { headers: { 'idempotency-key': idempotencyKey } } : {}),
  });

export interface SeededProduct {
  _id: string;
  sizes: string[];
  stockBySize: Record<string, number>;
}

/** Every (product, size) of the seed catalogue with its stock, as the API lists it. */
export async function variants(base: string): Promise<{ productId: string; size: string; stock: number }[]> {
  const list = await get<SeededProduct[]>(base, '/api/client/products');
  return list.json.flatMap((p) => p.sizes.map((size) => ({ productId: p._id, size, stock: p.stockBySize[size] ?? 0 })));
}

/** A Razorpay-shaped `payment.captured` delivery for a gateway order, signed over its raw bytes. */
export function capturedWebhook(secret: string, gatewayOrderId: string, paymentId: string, amountPaise: number) {
  const body = JSON.stringify({
    entity: 'event',
    account_id: 'acc_Vastra0000001',
    event: 'payment.captured',
    contains: ['payment'],
    payload: {
      payment: {
        entity: {
          id: paymentId,
          entity: 'payment',
          amount: amountPaise,
          currency: 'INR',
          status: 'captured',
          order_id: gatewayOrderId,
          method: 'card',
          captured: true,
        },
      },
    },
    created_at: Math.floor(Date.now() / 1000),
  });
  return { body, signature: createHmac('sha256', secret).update(body).digest('hex') };
}

export const newKey = () => randomUUID();

/**
 * The owner every development server starts with (apps/api/src/modules/staff/owner-account.ts), its password
 * set through DEMO_OWNER_PASSWORD by serverEnv (support/api-server.ts).
 */
const DEMO_OWNER = { phone: '9000000001', password: DEMO_OWNER_PASSWORD };

/** The demo owner's back-office token, signed in as the owner does (the code from the dev outbox). */
export async function ownerToken(base: string): Promise<string> {
  const login = await post<{ challengeId: string }>(base, '/api/admin/auth/login', DEMO_OWNER);
  if (login.status !== 200) throw new Error(`owner sign-in: ${login.status}`);
  const outbox = await get<{ body: string }[]>(base, `/api/dev/sms-outbox?phone=%2B91${DEMO_OWNER.phone}`);
  const code = /\b(\d{6})\b/.exec(outbox.json[0]?.body ?? '')?.[1] ?? '';
  const session = await post<{ token: string }>(base, '/api/admin/auth/verify', {
    challengeId: login.json.challengeId,
    code,
  });
  if (session.status !== 200) throw new Error(`owner code: ${session.status} ${JSON.stringify(session.json)}`);
  return session.json.token;
}

/**
 * Turns the shop's COD limit off as the owner does in the back office (PUT /api/admin/settings): these suites' carts
 * are sized for stock races, not for the default ₹5,000 limit.
 */
export async function liftCodLimit(base: string): Promise<void> {
  const cod = { maxOrderValue: null, onlyWherePinAllows: true, confirmation: { enabled: false, hours: 48 } };
  const saved = await call(base, 'PUT', '/api/admin/settings', { cod }, { token: await ownerToken(base) });
  if (saved.status !== 200) throw new Error(`settings: ${saved.status}`);
}
