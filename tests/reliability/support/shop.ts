// Shoppers and orders over HTTP, as the storefront makes them (docs/rules/api.md#endpoints,
// docs/rules/third-parties.md#ports local verifier).
import { createHmac, randomUUID } from 'node:crypto';
import { get, newAddress, newPhone, post, type Answer } from './http';

export interface Shopper {
  userId: string;
  token: string;
  phone: string;
  /** The client address this shopper's requests come from. */
  ip: string;
}

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

/** The newest 6-digit code texted to a phone, from the dev SMS outbox. */
export async function latestCode(base: string, phone: string): Promise<string> {
  const outbox = await get<{ body: string }[]>(base, `/api/dev/sms-outbox?phone=${encodeURIComponent(phone)}`);
  const code = /^(\d{6}) /.exec(outbox.json[0]?.body ?? '')?.[1];
  if (!code) throw new Error(`no code in the outbox of ${phone}: ${JSON.stringify(outbox.json)}`);
  return code;
}

function expectOk<T>(what: string, answer: Answer<T>): T {
  if (answer.status !== 200) throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.json)}`);
  return answer.json;
}

/** Signs a new shopper up the way the storefront does: send-code → outbox → verify-code → register. */
export async function signUp(base: string, phone = newPhone(), ip = newAddress()): Promise<Shopper> {
  const { verificationId } = expectOk(
    'send-code',
    await post<{ verificationId: string }>(base, '/api/identity/send-code', { phone }, { ip }),
  );
  const code = await latestCode(base, phone);
  const { uid } = expectOk(
    'verify-code',
    await post<{ uid: string }>(base, '/api/identity/verify-code', { verificationId, code }, { ip }),
  );
  const registered = expectOk(
    'register',
    await post<{ token: string; user: { _id: string } }>(
      base,
      '/api/auth/register',
      { fullName: 'Asha Verma', email: 'asha@example.com', phone, password: 'kurti-lover-42', uid, otp: code },
      { ip },
    ),
  );
  return { userId: registered.user._id, token: registered.token, phone, ip };
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
