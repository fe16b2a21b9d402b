// The photo of a line of a product with photos per colour (docs/decisions/099-variant-options.md): the server prices
// an order's lines with the catalogue's own photo, and for a variant with a second value that is the value's first
// photo (the red M shows red); a value without photos, or a product with sizes only, keeps the product's first.
import { Order } from '@vastra/domain/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productVariants, products } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { codBody, newProduct, signedIn } from '../../testing/factories';
import { as } from '../../testing/requests';

let t: TestApp;
let colours: string;
let plain: string;

beforeAll(async () => {
  t = await buildTestApp();
  const [row] = await t.database.db
    .insert(products)
    .values({
      title: 'Photo Per Colour Kurti',
      category: 'kurti',
      images: ['/uploads/all.svg', '/uploads/red.svg', '/uploads/blue.svg'],
      option2Name: 'Colour',
      imagesByOption: { Red: ['/uploads/red.svg'], Blue: ['/uploads/blue.svg', '/uploads/all.svg'] },
    })
    .returning({ id: products.id });
  if (!row) throw new Error('product not inserted');
  colours = row.id;
  await t.database.db.insert(productVariants).values(
    ['Red', 'Blue', 'Green'].map((colour, position) => ({
      productId: colours,
      size: `M / ${colour}`,
      option1: 'M',
      option2: colour,
      pricePaise: 99_900,
      stock: 3,
      position,
    })),
  );
  plain = await newProduct(t, 'Plain Photo Kurti', { M: { pricePaise: 79_900, stock: 3 } });
});
afterAll(() => t.close());

describe("an order line's photo", () => {
  it("is the picked colour's first photo, else the product's first", async () => {
    const buyer = await signedIn(t);
    const placed = await as(t, buyer.token).post(
      '/api/orders/cod',
      codBody([
        { productId: colours, size: 'M / Red', quantity: 1 },
        { productId: colours, size: 'M / Blue', quantity: 1 },
        { productId: colours, size: 'M / Green', quantity: 1 },
        { productId: plain, size: 'M', quantity: 1 },
      ]),
    );
    expect(placed.statusCode, placed.body).toBe(201);
    const res = await as(t, buyer.token).get(`/api/orders/${placed.json<{ orderId: string }>().orderId}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(Order.parse(res.json()).items.map((i) => [i.size, i.image])).toEqual([
      ['M / Red', '/uploads/red.svg'],
      ['M / Blue', '/uploads/blue.svg'],
      ['M / Green', '/uploads/all.svg'],
      ['M', '/uploads/plain-photo-kurti.svg'],
    ]);
  });
});
