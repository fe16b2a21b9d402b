import { TRACKING_TOKEN_CHARS } from '@vastra/domain/notifications';
import { orderLinkCode } from '@vastra/domain/notifications';
import { shortOrderId } from '@vastra/domain/orders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { CUSTOMER, codBody, productWithStock, signedIn } from '../../testing/factories';
import { as, bookShipping, client, simulate, textsAbout } from '../../testing/requests';

// The tracking link in order texts (docs/decisions/111-sign-in-by-otp.md): /t/{token} → /track/{token}, whose page
// reads GET /api/track/{token} without signing in.
const PHONE = '+919876543210';
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL: 'https://vastra.in', TRACK_LOOKUPS_PER_IP_10_MIN: '3' });
});
afterAll(() => t.close());

async function placeCod(key: string) {
  const productId = await productWithStock(t, { M: 5 }, 'Chikankari Kurti');
  const shopper = await signedIn(t);
  const res = await as(t, shopper.token).post('/api/orders/cod', codBody([{ productId, size: 'M', quantity: 2 }]), {
    'idempotency-key': key,
  });
  expect(res.statusCode, res.body).toBe(201);
  return { orderId: res.json<{ orderId: string }>().orderId, shopper };
}

/** The token of the order's tracking link, read from the text it was sent. */
async function tokenFromText(orderId: string): Promise<string> {
  const [placed = ''] = await textsAbout(t, PHONE, orderId);
  const token = /https:\/\/vastra\.in\/t\/([A-Za-z0-9_-]+) /.exec(placed)?.[1] ?? '';
  expect(token).toHaveLength(TRACKING_TOKEN_CHARS);
  return token;
}

// Each test reads from its own client address: the limit is 3 look-ups per address in 10 minutes.
const track = (token: string, address: string) => client(t, address).get(`/api/track/${token}`);

describe('GET /api/track/{token}', () => {
  it('opens the order from its text signed out, and shows no name, address, phone, email or price', async () => {
    const { orderId } = await placeCod('track-public-0001');
    const token = await tokenFromText(orderId);
    const link = await t.app.inject({ method: 'GET', url: `/t/${token}` });
    expect([link.statusCode, link.headers.location]).toEqual([302, `/track/${token}`]);

    const res = await track(token, '10.1.0.1');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json<Record<string, unknown> & { items: Record<string, unknown>[] }>();
    expect(Object.keys(body).sort()).toEqual([
      'awb',
      'courier',
      'items',
      'label',
      'order',
      'placedAt',
      'status',
      'tracking',
    ]);
    expect(body.items.map((item) => Object.keys(item).sort())).toEqual([['quantity', 'size', 'title']]);
    expect(body).toMatchObject({
      order: shortOrderId(orderId),
      status: 'placed',
      label: 'Processing',
      items: [{ title: 'Chikankari Kurti', size: 'M', quantity: 2 }],
      awb: null,
    });
    for (const secret of [CUSTOMER.name, CUSTOMER.address, CUSTOMER.phone, CUSTOMER.email, CUSTOMER.pincode]) {
      expect(res.body).not.toContain(secret);
    }
  });

  it("follows the parcel: AWB, courier, status and the courier's timeline", async () => {
    const { orderId, shopper } = await placeCod('track-public-0002');
    const booked = await bookShipping(t, orderId, shopper.headers);
    const awb = booked.json<{ data: { awb: string } }>().data.awb;
    for (let i = 0; i < 3; i++) expect((await simulate(t, awb, 'advance')).statusCode).toBe(200);
    const res = await track(await tokenFromText(orderId), '10.1.0.2');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{
      awb: string;
      courier: string;
      status: string;
      label: string;
      tracking: { timeline: unknown[] };
    }>();
    expect(body).toMatchObject({ awb, status: 'shipped', label: 'In Transit' });
    expect(body.courier).toEqual(expect.any(String));
    expect(body.tracking.timeline.length).toBeGreaterThan(1);
  });

  it('answers 404 "Order not found." to a tampered, an old or a made-up token; 400 to a too long one', async () => {
    const { orderId } = await placeCod('track-public-0003');
    const token = await tokenFromText(orderId);
    const last = token.at(-1) === 'A' ? 'B' : 'A';
    for (const bad of [`${token.slice(0, -1)}${last}`, orderLinkCode(orderId), 'A'.repeat(30)]) {
      const res = await track(bad, '10.1.0.3');
      expect([res.statusCode, res.json()], bad).toEqual([404, { message: 'Order not found.', code: 'not_found' }]);
    }
    expect((await track('x'.repeat(65), '10.1.0.4')).statusCode).toBe(400);
  });

  it('refuses a fourth look-up from one address in 10 minutes with 429; another address still reads', async () => {
    const { orderId } = await placeCod('track-public-0004');
    const token = await tokenFromText(orderId);
    for (let i = 0; i < 3; i++) expect((await track(token, '10.1.0.5')).statusCode).toBe(200);
    const refused = await track(token, '10.1.0.5');
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ message: string }>().message).toMatch(
      /^Too many tracking look-ups\. Please try again in \d+ seconds\.$/,
    );
    expect((await track(token, '10.1.0.6')).statusCode).toBe(200);
  });
});
