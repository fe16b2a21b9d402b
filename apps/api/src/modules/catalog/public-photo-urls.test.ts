import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { newProduct } from '../../testing/factories';

// MEDIA_PUBLIC_URL (docs/decisions/117-media-in-object-storage.md): the storefront's products list their uploaded
// photos under the CDN's origin; the seed's images and /media itself are unchanged.

const CDN = 'https://media.example.in';
const folder = `products/${randomUUID()}-800x1000`;
let t: TestApp;
let id: string;

beforeAll(async () => {
  t = await buildTestApp({ MEDIA_PUBLIC_URL: `${CDN}/` });
  id = await newProduct(t, 'CDN Kurti', { M: { pricePaise: 99_900, stock: 3 } });
  await t.database.db
    .update(products)
    .set({ images: [`/media/${folder}/800.jpg`, '/uploads/cdn-kurti.svg'] })
    .where(eq(products.id, id));
});
afterAll(() => t?.close());

describe('with MEDIA_PUBLIC_URL', () => {
  it('lists an uploaded photo under the CDN origin, in the list and the product alike', async () => {
    const one = (await t.app.inject({ method: 'GET', url: `/api/client/products/${id}` })).json<{ images: string[] }>();
    expect(one.images).toEqual([`${CDN}/${folder}/800.jpg`, '/uploads/cdn-kurti.svg']);
    const list = (await t.app.inject({ method: 'GET', url: '/api/client/products' })).json<
      { _id: string; images: string[] }[]
    >();
    expect(list.find((p) => p._id === id)?.images[0]).toBe(`${CDN}/${folder}/800.jpg`);
  });
});
