// The label of a line of a product with a second option (docs/decisions/099-variant-options.md): the order answers
// carry the product's `option2Name` on such a line (the web shows `variantLabel`), and nothing new on any other.
import { Order } from '@vastra/domain/api';
import { AdminOrderDetail, ReturnOptionsResponse } from '@vastra/domain/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orderItems, productVariants, products } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { shipmentItems } from '../shipping';
import { codBody, newProduct, signedIn, signedInStaff } from '../../testing/factories';
import { as } from '../../testing/requests';

let t: TestApp;
let orderId: string;
let buyer: Awaited<ReturnType<typeof signedIn>>;

beforeAll(async () => {
  t = await buildTestApp();
  const [row] = await t.database.db
    .insert(products)
    .values({ title: 'Red Or Blue Kurti', category: 'kurti', images: ['/uploads/red.svg'], option2Name: 'Colour' })
    .returning({ id: products.id });
  if (!row) throw new Error('product not inserted');
  await t.database.db.insert(productVariants).values([
    {
      productId: row.id,
      size: 'M / Red',
      option1: 'M',
      option2: 'Red',
      sku: 'RBK-M-RED',
      pricePaise: 99_900,
      stock: 3,
      position: 0,
    },
    { productId: row.id, size: 'M / Blue', option1: 'M', option2: 'Blue', pricePaise: 99_900, stock: 3, position: 1 },
  ]);
  const plain = await newProduct(t, 'Plain Kurti', { M: { pricePaise: 79_900, stock: 3 } });
  buyer = await signedIn(t);
  const placed = await as(t, buyer.token).post(
    '/api/orders/cod',
    codBody([
      { productId: row.id, size: 'M / Red', quantity: 1 },
      { productId: plain, size: 'M', quantity: 1 },
    ]),
  );
  expect(placed.statusCode, placed.body).toBe(201);
  orderId = placed.json<{ orderId: string }>().orderId;
});
afterAll(() => t.close());

const lines = (items: readonly { title: string; size: string; option2Name?: string }[]) =>
  items.map((i) => ({ title: i.title, size: i.size, option2Name: i.option2Name }));

describe('option2Name on order lines', () => {
  it("GET /api/orders/:id and /api/orders/my: the coloured line carries 'Colour', the plain one nothing", async () => {
    const one = await as(t, buyer.token).get(`/api/orders/${orderId}`);
    expect(one.statusCode, one.body).toBe(200);
    const order = Order.parse(one.json());
    expect(lines(order.items)).toEqual([
      { title: 'Red Or Blue Kurti', size: 'M / Red', option2Name: 'Colour' },
      { title: 'Plain Kurti', size: 'M', option2Name: undefined },
    ]);
    expect(one.json<{ items: object[] }>().items[1]).not.toHaveProperty('option2Name');
    const mine = await as(t, buyer.token).get('/api/orders/my');
    expect(mine.statusCode, mine.body).toBe(200);
    const [first] = mine.json<Order[]>();
    expect(lines(first?.items ?? [])).toEqual(lines(order.items));
  });

  it('GET /api/admin/orders/:id: the same on the back office order page', async () => {
    const staff = await signedInStaff(t, { role: 'owner' });
    const res = await t.app.inject({ method: 'GET', url: `/api/admin/orders/${orderId}`, headers: staff.headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(lines(AdminOrderDetail.parse(res.json()).items)).toEqual([
      { title: 'Red Or Blue Kurti', size: 'M / Red', option2Name: 'Colour' },
      { title: 'Plain Kurti', size: 'M', option2Name: undefined },
    ]);
  });

  it('GET /api/orders/:id/returns/options: the lines a return may name carry it the same way', async () => {
    const res = await as(t, buyer.token).get(`/api/orders/${orderId}/returns/options`);
    expect(res.statusCode, res.body).toBe(200);
    expect(lines(ReturnOptionsResponse.parse(res.json()).lines)).toEqual([
      { title: 'Red Or Blue Kurti', size: 'M / Red', option2Name: 'Colour' },
      { title: 'Plain Kurti', size: 'M', option2Name: undefined },
    ]);
  });
});

describe('the variant in what leaves the shop', () => {
  it('GET /api/admin/order-lines.csv: the size in Size, the colour in Second option', async () => {
    const staff = await signedInStaff(t, { role: 'owner' });
    const res = await t.app.inject({ url: `/api/admin/order-lines.csv?q=${orderId}`, headers: staff.headers });
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.body
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean)
      .map((line) => line.split(','));
    expect(rows[0]?.slice(4, 7)).toEqual(['Product', 'Size', 'Second option']);
    expect(rows.slice(1).map((cells) => cells.slice(4, 7))).toEqual([
      ['Red Or Blue Kurti', 'M', 'Colour: Red'],
      ['Plain Kurti', 'M', ''],
    ]);
  });

  it("the courier's lines carry the product's second option and the variant's own SKU", async () => {
    const items = await shipmentItems(t.database.db, eq(orderItems.orderId, orderId));
    expect(items.map(({ title, size, option2Name, sku }) => ({ title, size, option2Name, sku }))).toEqual([
      { title: 'Red Or Blue Kurti', size: 'M / Red', option2Name: 'Colour', sku: 'RBK-M-RED' },
      { title: 'Plain Kurti', size: 'M', option2Name: null, sku: null },
    ]);
  });
});
