import { describe, expect, it } from 'vitest';
import { manualClock } from '../../shared/clock';
import assignAwb from './__fixtures__/shiprocket-assign-awb.json';
import assignRefused from './__fixtures__/shiprocket-assign-awb-refused.json';
import loginOk from './__fixtures__/shiprocket-login.json';
import pickupLocations from './__fixtures__/shiprocket-pickup-locations.json';
import returnOrder from './__fixtures__/shiprocket-return-order.json';
import taken422 from './__fixtures__/shiprocket-validation-422.json';
import { createShiprocketAdapter } from './shiprocket.adapter';
import { ShippingProviderError, type ReturnPickupOrder } from './shipping.port';

// Recorded shapes: the return order's documented success ({ order_id, shipment_id, status: 'RETURN PENDING',
// status_code: 21 }), the forward booking's AWB answer and 422, the pickup locations list; only the network is fake.
const BASE = 'https://apiv2.shiprocket.in/v1/external';
type Reply = { status: number; body: unknown };
const ok = (body: unknown): Reply => ({ status: 200, body });

function fakeShiprocket(routes: Record<string, Reply[]>) {
  const calls: { route: string; body: unknown }[] = [];
  const fetch = async (input: string | URL, init?: RequestInit): Promise<Response> => {
    const route = `${init?.method ?? 'GET'} ${input.toString().replace(BASE, '')}`;
    calls.push({ route, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
    if (route === 'POST /auth/login') return new Response(JSON.stringify(loginOk), { status: 200 });
    const reply = routes[route]?.shift();
    if (!reply) throw new Error(`unexpected call ${route}`);
    return new Response(JSON.stringify(reply.body), { status: reply.status });
  };
  const adapter = createShiprocketAdapter({
    baseUrl: BASE,
    email: 'api@vastra.in',
    password: 'secret',
    pickupLocation: 'Bhiwandi WH',
    pickupPincode: '421302',
    timeoutMs: 15_000,
    clock: manualClock(),
    fetch: fetch as typeof globalThis.fetch,
  });
  return { adapter, calls, routes: () => calls.map((c) => c.route).filter((r) => r !== 'POST /auth/login') };
}

const pickup: ReturnPickupOrder = {
  reference: 'R7B0C7F0E1',
  orderId: '7b0c7f0e-34a5-4a51-9b59-2f4f3c1d2e10',
  createdAt: new Date('2026-11-24T20:05:00Z'),
  customer: {
    name: 'Asha  Rani Verma',
    email: 'asha@example.in',
    phone: '+91 98765 43210',
    address: '14 MG Road, Koregaon Park',
    city: 'Pune',
    state: 'Maharashtra',
    pincode: '411001',
  },
  items: [{ productId: 'p-1', title: 'Cotton Anarkali Kurti', size: 'M', quantity: 2, unitPricePaise: 79_900 }],
  qualityCheck: true,
};

describe('shiprocket adapter: reverse pickups', () => {
  it('creates the return order (shopper picks up, warehouse receives, prepaid) and assigns its AWB', async () => {
    const fake = fakeShiprocket({
      'GET /settings/company/pickup': [ok(pickupLocations)],
      'POST /orders/create/return': [ok(returnOrder), ok({ ...returnOrder, order_id: 781239877 })],
      'POST /courier/assign/awb': [ok(assignAwb), ok(assignAwb)],
    });
    const booking = await fake.adapter.bookReturnPickup(pickup);
    expect(booking).toMatchObject({
      awb: '19041765432109',
      courier: 'Delhivery Surface',
      shipperOrderId: '781239876',
      shipmentId: '768919876',
      status: 'AWB Assigned',
    });
    expect(fake.routes()).toEqual([
      'GET /settings/company/pickup',
      'POST /orders/create/return',
      'POST /courier/assign/awb',
    ]);
    expect(fake.calls.find((c) => c.route === 'POST /orders/create/return')?.body).toEqual({
      order_id: 'R7B0C7F0E1',
      order_date: '2026-11-25',
      pickup_customer_name: 'Asha',
      pickup_last_name: 'Rani Verma',
      pickup_address: '14 MG Road, Koregaon Park',
      pickup_city: 'Pune',
      pickup_state: 'Maharashtra',
      pickup_country: 'India',
      pickup_pincode: 411001,
      pickup_email: 'asha@example.in',
      pickup_phone: '9876543210',
      shipping_customer_name: 'Vastra',
      shipping_last_name: 'Dispatch',
      shipping_address: 'Gala 12, Mankoli Naka',
      shipping_address_2: 'Near Anjur Phata',
      shipping_city: 'Bhiwandi',
      shipping_state: 'Maharashtra',
      shipping_country: 'India',
      shipping_pincode: 421302,
      shipping_phone: '9876500000',
      shipping_email: 'dispatch@vastra.in',
      order_items: [
        {
          name: 'Cotton Anarkali Kurti (M)',
          sku: 'p-1-M',
          units: 2,
          selling_price: 799,
          discount: 0,
          qc_enable: true,
          qc_size: 'M',
        },
      ],
      payment_method: 'PREPAID',
      total_discount: 0,
      sub_total: 1598,
      length: 30,
      breadth: 25,
      height: 5,
      weight: 0.6,
    });
    expect(fake.calls.find((c) => c.route === 'POST /courier/assign/awb')?.body).toEqual({
      shipment_id: 768919876,
      is_return: 1,
    });
    // The warehouse is looked up once per process.
    await fake.adapter.bookReturnPickup({ ...pickup, reference: 'R7B0C7F0E2', qualityCheck: false });
    expect(fake.routes().filter((r) => r === 'GET /settings/company/pickup')).toHaveLength(1);
    const second = fake.calls.filter((c) => c.route === 'POST /orders/create/return')[1]?.body as {
      order_items: Record<string, unknown>[];
    };
    expect(second.order_items[0]).toMatchObject({ qc_enable: false });
    expect(second.order_items[0]).not.toHaveProperty('qc_size');
  });

  it('names a two-option variant by its label, sends its own SKU, has the courier check the colour', async () => {
    const fake = fakeShiprocket({
      'GET /settings/company/pickup': [ok(pickupLocations)],
      'POST /orders/create/return': [ok(returnOrder), ok({ ...returnOrder, order_id: 781239877 })],
      'POST /courier/assign/awb': [ok(assignAwb), ok(assignAwb)],
    });
    const red = { productId: 'p-2', title: 'Rayon Kurti', size: 'M / Red', quantity: 1, unitPricePaise: 99_900 };
    await fake.adapter.bookReturnPickup({ ...pickup, items: [{ ...red, option2Name: 'Colour', sku: 'RK-M-RED' }] });
    // No SKU of its own: the product id and the variant's two values; a second option that is not a colour is not
    // sent as one.
    await fake.adapter.bookReturnPickup({
      ...pickup,
      reference: 'R7B0C7F0E2',
      items: [{ ...red, size: 'M / Slim', option2Name: 'Fit', sku: null }],
    });
    const bodies = fake.calls
      .filter((c) => c.route === 'POST /orders/create/return')
      .map((c) => (c.body as { order_items: Record<string, unknown>[] }).order_items[0]);
    expect(bodies[0]).toMatchObject({
      name: 'Rayon Kurti (Size: M · Colour: Red)',
      sku: 'RK-M-RED',
      qc_size: 'M',
      qc_color: 'Red',
    });
    expect(bodies[1]).toMatchObject({ name: 'Rayon Kurti (Size: M · Fit: Slim)', sku: 'p-2-M-Slim', qc_size: 'M' });
    expect(bodies[1]).not.toHaveProperty('qc_color');
  });

  it('a reference already used is refused with a readable message', async () => {
    const fake = fakeShiprocket({
      'GET /settings/company/pickup': [ok(pickupLocations)],
      'POST /orders/create/return': [{ status: 422, body: taken422 }],
    });
    const error = await fake.adapter.bookReturnPickup(pickup).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ShippingProviderError);
    expect(error).toMatchObject({
      message: 'Return pickup not booked: Oops! Invalid Data. order_id: The order id has already been taken.',
      details: { status: 422 },
    });
  });

  it('an AWB refusal keeps the created return order in details.partial', async () => {
    const fake = fakeShiprocket({
      'GET /settings/company/pickup': [ok(pickupLocations)],
      'POST /orders/create/return': [ok(returnOrder)],
      'POST /courier/assign/awb': [{ status: 400, body: assignRefused }],
    });
    const error = await fake.adapter.bookReturnPickup(pickup).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ShippingProviderError);
    expect((error as ShippingProviderError).message).toBe(
      'Return pickup AWB assignment failed: Oops! Cannot reassign courier for this shipment.',
    );
    expect((error as ShippingProviderError).details.partial).toEqual({
      shipperOrderId: '781239876',
      shipmentId: '768919876',
    });
  });

  it('says so when Shiprocket has no pickup location of that name', async () => {
    const fake = fakeShiprocket({ 'GET /settings/company/pickup': [ok({ data: { shipping_address: [] } })] });
    await expect(fake.adapter.bookReturnPickup(pickup)).rejects.toThrow(
      "Return pickup not booked: Shiprocket has no pickup location named 'Bhiwandi WH' to return parcels to",
    );
  });
});
