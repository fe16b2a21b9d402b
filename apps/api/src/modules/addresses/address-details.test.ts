// The address's optional details through the API (docs/decisions/130-address-details.md): kept with a saved address
// and with an order, shown to the back office, checked like every other field.
import type { AdminOrderDetail, SavedAddress } from '@vastra/domain/api';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { codBody, newProduct, SAVED_ADDRESS, signedIn, signedInStaff } from '../../testing/factories';
import { as } from '../../testing/requests';

const DETAILS = {
  house: 'Flat 3B, Sunrise Apts',
  area: 'Kalyani Nagar',
  landmark: 'Big Bazaar',
  altPhone: '9123456780',
};
let t: TestApp;
let shopper: Awaited<ReturnType<typeof signedIn>>;
let staff: Record<string, string>;

beforeAll(async () => {
  t = await buildTestApp();
  shopper = await signedIn(t);
  staff = (await signedInStaff(t)).headers;
});
afterAll(() => t.close());

describe("an address's details", () => {
  it('are kept with a saved address, and empty when not given', async () => {
    const withDetails = await as(t, shopper.token).post('/api/addresses', { ...SAVED_ADDRESS, ...DETAILS });
    expect(withDetails.statusCode, withDetails.body).toBe(201);
    expect(withDetails.json<SavedAddress>()).toMatchObject(DETAILS);
    const without = await as(t, shopper.token).post('/api/addresses', { ...SAVED_ADDRESS, address: '2 Park Street' });
    expect(without.json<SavedAddress>()).toMatchObject({ house: '', area: '', landmark: '', altPhone: '' });
  });

  it('refuse an alternate phone that is not an Indian mobile, naming the field', async () => {
    const res = await as(t, shopper.token).post('/api/addresses', { ...SAVED_ADDRESS, altPhone: '12345' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      field: 'altPhone',
      message: 'altPhone: Please enter a valid 10-digit alternate phone number, or leave it empty.',
    });
  });

  it("go with the order and show in the back office's order detail", async () => {
    const productId = await newProduct(t, 'Ikat Cotton Saree', { M: { pricePaise: 129_900, stock: 3 } });
    const body = codBody([{ productId, size: 'M', quantity: 1 }]);
    const res = await as(t, shopper.token).post('/api/orders/cod', {
      ...body,
      customerInfo: { ...body.customerInfo, ...DETAILS },
    });
    expect(res.statusCode, res.body).toBe(201);
    const orderId = res.json<{ orderId: string }>().orderId;
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row).toMatchObject(DETAILS);
    const detail = await t.app.inject({ method: 'GET', url: `/api/admin/orders/${orderId}`, headers: staff });
    expect(detail.json<AdminOrderDetail>().customer.details).toEqual(DETAILS);
  });
});
