import { readTrackingSnapshot } from '@vastra/domain/tracking';
import { describe, expect, it } from 'vitest';
import { manualClock } from '../../shared/clock';
import adhocOrder from './__fixtures__/shiprocket-adhoc-order.json';
import assignAwb from './__fixtures__/shiprocket-assign-awb.json';
import assignRefused from './__fixtures__/shiprocket-assign-awb-refused.json';
import createRefused200 from './__fixtures__/shiprocket-create-refused-200.json';
import loginOk from './__fixtures__/shiprocket-login.json';
import loginRefused from './__fixtures__/shiprocket-login-refused-400.json';
import tokenExpired from './__fixtures__/shiprocket-token-expired-401.json';
import trackAwb from './__fixtures__/shiprocket-track-awb.json';
import trackNone from './__fixtures__/shiprocket-track-no-activities.json';
import invalid422 from './__fixtures__/shiprocket-validation-422.json';
import { createShiprocketAdapter } from './shiprocket.adapter';
import { ShippingProviderError, type ShipmentOrder } from './shipping.port';

// Recorded shapes from docs/rules/third-parties.md#shiprocket (create-refused-200 is an assumed example of its
// "some errors come back as 200 with a message"); only the network is fake.
const BASE = 'https://apiv2.shiprocket.in/v1/external';
type Reply = { status: number; body: unknown } | 'hang';

function fakeShiprocket(routes: Record<string, Reply[]>) {
  const calls: { route: string; authorization: string | null; body: unknown }[] = [];
  const fetch = async (input: string | URL, init?: RequestInit): Promise<Response> => {
    const route = `${init?.method ?? 'GET'} ${input.toString().replace(BASE, '')}`;
    const headers = new Headers(init?.headers);
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ route, authorization: headers.get('authorization'), body });
    const reply = routes[route]?.shift();
    if (!reply) throw new Error(`unexpected call ${route}`);
    if (reply === 'hang') {
      return new Promise((_, reject) =>
        init?.signal?.addEventListener('abort', () =>
          reject(new DOMException('The operation timed out.', 'TimeoutError')),
        ),
      );
    }
    return new Response(JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'content-type': 'application/json' },
    });
  };
  return {
    fetch: fetch as typeof globalThis.fetch,
    calls,
    logins: () => calls.filter((c) => c.route === 'POST /auth/login').length,
  };
}

const ok = (body: unknown) => ({ status: 200, body });
const clock = manualClock();
const adapter = (fake: ReturnType<typeof fakeShiprocket>, timeoutMs = 15_000) =>
  createShiprocketAdapter({
    baseUrl: BASE,
    email: 'api@vastra.in',
    password: 'secret',
    pickupLocation: 'Bhiwandi WH',
    pickupPincode: '560034',
    timeoutMs,
    clock,
    fetch: fake.fetch,
  });

const order: ShipmentOrder = {
  id: '0b9c6a8e-1f2d-4c3b-9a8e-7d6c5b4a3f21',
  createdAt: new Date('2026-11-21T10:05:00Z'),
  paymentMode: 'cod',
  totalPaise: 239_700,
  customer: {
    name: 'Asha  Rani Verma',
    email: 'asha@example.in',
    phone: '+919876543210',
    address: '14 MG Road, Koregaon Park',
    city: 'Pune',
    state: 'Maharashtra',
    pincode: '411001',
  },
  items: [
    { productId: 'p-1', title: 'Cotton Anarkali Kurti', size: 'M', quantity: 2, unitPricePaise: 79_900 },
    { productId: 'p-2', title: 'Printed Shorts', size: 'L', quantity: 1, unitPricePaise: 79_900 },
  ],
};
const booking = { 'POST /orders/create/adhoc': [ok(adhocOrder)], 'POST /courier/assign/awb': [ok(assignAwb)] };

describe('shiprocket adapter: book', () => {
  it('logs in, creates the adhoc order in rupees with a 10-digit phone, and assigns the AWB', async () => {
    const fake = fakeShiprocket({ 'POST /auth/login': [ok(loginOk)], ...booking });
    const result = await adapter(fake).book(order);
    expect(result).toMatchObject({
      awb: '19041765432109',
      courier: 'Delhivery Surface',
      shipperOrderId: '781234567',
      shipmentId: '768912345',
      status: 'AWB Assigned',
    });
    expect(fake.calls.map((c) => c.route)).toEqual([
      'POST /auth/login',
      'POST /orders/create/adhoc',
      'POST /courier/assign/awb',
    ]);
    expect(fake.calls[1]?.authorization).toBe(`Bearer ${loginOk.token}`);
    expect(fake.calls[1]?.body).toMatchObject({
      order_id: order.id,
      order_date: '2026-11-21 15:35',
      pickup_location: 'Bhiwandi WH',
      billing_customer_name: 'Asha',
      billing_last_name: 'Rani Verma',
      billing_pincode: 411001,
      billing_country: 'India',
      billing_phone: '9876543210',
      shipping_is_billing: true,
      payment_method: 'COD',
      sub_total: 2397,
      order_items: [
        { name: 'Cotton Anarkali Kurti (M)', sku: 'p-1-M', units: 2, selling_price: 799 },
        { name: 'Printed Shorts (L)', sku: 'p-2-L', units: 1, selling_price: 799 },
      ],
      length: 30,
      breadth: 25,
      height: 5,
      weight: 0.9,
    });
    expect(fake.calls[2]?.body).toEqual({ shipment_id: 768912345 });
    expect(fake.calls[1]?.body).toMatchObject({ billing_address: '14 MG Road, Koregaon Park' });
    expect(fake.calls[1]?.body).not.toHaveProperty('billing_address_2');
    expect(fake.calls[1]?.body).not.toHaveProperty('billing_alternate_phone');
  });

  it("puts the address's details on the label: flat and street, area and landmark, a second phone", async () => {
    const fake = fakeShiprocket({
      'POST /auth/login': [ok(loginOk)],
      'POST /orders/create/adhoc': [ok(adhocOrder)],
      'POST /courier/assign/awb': [ok(assignAwb)],
    });
    const details = {
      house: 'Flat 3B, Sunrise Apts',
      area: 'Kalyani Nagar',
      landmark: 'Big Bazaar',
      altPhone: '9123456780',
    };
    await adapter(fake).book({ ...order, customer: { ...order.customer, details } });
    expect(fake.calls[1]?.body).toMatchObject({
      billing_address: 'Flat 3B, Sunrise Apts, 14 MG Road, Koregaon Park',
      billing_address_2: 'Kalyani Nagar, Near Big Bazaar',
      billing_alternate_phone: '9123456780',
      billing_phone: '9876543210',
    });
  });

  it('reuses the token, and renews it after 9 days (it lives 10)', async () => {
    const fake = fakeShiprocket({
      'POST /auth/login': [ok(loginOk), ok({ ...loginOk, token: 'second-token' })],
      'POST /orders/create/adhoc': [ok(adhocOrder), ok(adhocOrder), ok(adhocOrder)],
      'POST /courier/assign/awb': [ok(assignAwb), ok(assignAwb), ok(assignAwb)],
    });
    const shiprocket = adapter(fake);
    await shiprocket.book(order);
    clock.advance(8 * 86_400_000);
    await shiprocket.book(order);
    expect(fake.logins()).toBe(1);
    clock.advance(86_400_000);
    await shiprocket.book(order);
    expect(fake.logins()).toBe(2);
    expect(fake.calls.at(-1)?.authorization).toBe('Bearer second-token');
  });

  it('logs in again on 401 (expired token) and retries the call once', async () => {
    const fake = fakeShiprocket({
      'POST /auth/login': [ok(loginOk), ok({ ...loginOk, token: 'fresh-token' })],
      'POST /orders/create/adhoc': [{ status: 401, body: tokenExpired }, ok(adhocOrder)],
      'POST /courier/assign/awb': [ok(assignAwb)],
    });
    expect((await adapter(fake).book(order)).awb).toBe('19041765432109');
    expect(fake.calls.map((c) => c.route)).toEqual([
      'POST /auth/login',
      'POST /orders/create/adhoc',
      'POST /auth/login',
      'POST /orders/create/adhoc',
      'POST /courier/assign/awb',
    ]);
    expect(fake.calls[3]?.authorization).toBe('Bearer fresh-token');
  });

  it.each<[string, Record<string, Reply[]>, string]>([
    [
      'a 5xx',
      { 'POST /orders/create/adhoc': [{ status: 503, body: '<html>Service Unavailable</html>' }] },
      'Shiprocket is unavailable (HTTP 503)',
    ],
    [
      'a 422',
      { 'POST /orders/create/adhoc': [{ status: 422, body: invalid422 }] },
      'Oops! Invalid Data. order_id: The order id has already been taken.',
    ],
    [
      'a 429',
      { 'POST /orders/create/adhoc': [{ status: 429, body: {} }] },
      'Shiprocket is busy (too many requests), please retry',
    ],
    [
      'a 200 with an error message',
      { 'POST /orders/create/adhoc': [ok(createRefused200)] },
      'Wrong Pickup location entered. Please choose one location from data given',
    ],
    ['a timeout', { 'POST /orders/create/adhoc': ['hang'] }, 'Shiprocket did not answer within 0.05 s'],
  ])('fails with a clear message on %s', async (_case, routes, message) => {
    const fake = fakeShiprocket({ 'POST /auth/login': [ok(loginOk)], ...routes });
    const error = await adapter(fake, 50)
      .book(order)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ShippingProviderError);
    expect((error as Error).message).toBe(message);
  });

  it('says when the login itself is refused', async () => {
    const fake = fakeShiprocket({ 'POST /auth/login': [{ status: 400, body: loginRefused }] });
    await expect(adapter(fake).book(order)).rejects.toThrow(
      'Shiprocket login failed: Invalid email and password combination',
    );
  });

  it('keeps a created order when the AWB is refused, and resumes at the AWB next time', async () => {
    const fake = fakeShiprocket({
      'POST /auth/login': [ok(loginOk)],
      'POST /orders/create/adhoc': [ok(adhocOrder)],
      'POST /courier/assign/awb': [{ status: 400, body: assignRefused }, ok(assignAwb)],
    });
    const shiprocket = adapter(fake);
    const error = (await shiprocket.book(order).catch((e: unknown) => e)) as ShippingProviderError;
    expect(error.message).toBe('AWB assignment failed: Oops! Cannot reassign courier for this shipment.');
    expect(error.details.partial).toEqual({ shipperOrderId: '781234567', shipmentId: '768912345' });
    const retried = await shiprocket.book(order, error.details.partial);
    expect(retried.awb).toBe('19041765432109');
    expect(fake.calls.filter((c) => c.route === 'POST /orders/create/adhoc')).toHaveLength(1);
  });
});

describe('shiprocket adapter: track', () => {
  it('answers tracking_data that the domain reads into a snapshot', async () => {
    const fake = fakeShiprocket({
      'POST /auth/login': [ok(loginOk)],
      'GET /courier/track/awb/19041765432109': [ok(trackAwb)],
    });
    const snapshot = readTrackingSnapshot(await adapter(fake).track('19041765432109'));
    expect(snapshot.courierStatus).toBe('OUT FOR DELIVERY');
    expect(snapshot.lastUpdated).toBe('2026-11-24T03:17:12.000Z');
    expect(snapshot.timeline.map((e) => e.status)).toEqual([
      'Out for delivery',
      'Bag received at facility',
      'Shipped',
      'Shipped',
      'Pickup request sent to courier',
    ]);
  });

  it('reads "no activities yet" (HTTP 200, track_status 0) as an empty timeline', async () => {
    const fake = fakeShiprocket({
      'POST /auth/login': [ok(loginOk)],
      'GET /courier/track/awb/19041765432109': [ok(trackNone)],
    });
    const snapshot = readTrackingSnapshot(await adapter(fake).track('19041765432109'));
    expect(snapshot).toMatchObject({ courierStatus: 'AWB Assigned', timeline: [] });
  });

  it('fails with a clear message on a 5xx', async () => {
    const fake = fakeShiprocket({
      'POST /auth/login': [ok(loginOk)],
      'GET /courier/track/awb/1': [{ status: 500, body: {} }],
    });
    await expect(adapter(fake).track('1')).rejects.toThrow('Shiprocket is unavailable (HTTP 500)');
  });
});
