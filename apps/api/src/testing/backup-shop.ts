// A small shop worth backing up, for the backup tests (apps/api/src/backup): a cash-on-delivery order, invoices in
// their number series, a product photo uploaded by staff and an exchange with a shopper's photo.
import { ENDPOINTS, endpointPath } from '@vastra/domain/api';
import { asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { Db } from '../db/client';
import { orders, taxDocuments } from '../db/schema';
import type { TestApp } from './build-test-app';
import { newProduct, signedIn, signedInStaff } from './factories';
import { as } from './requests';
import { deliveredOrder } from './returns-testing';
import { invoicedOrder } from './tax-documents';

/** A multipart/form-data body of one file, as a browser's FormData makes it. */
async function formOf(bytes: Buffer, type: string, name: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), type: request.headers.get('content-type') ?? '' };
}

const solid = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } });

/** Fills the test app's shop; answers the product photo's URL (/media/products/…/960.jpg) and the shopper. */
export async function buildShopToBackUp(t: TestApp) {
  const staff = await signedInStaff(t);
  const productId = await newProduct(t, 'Madder Red Kurti');
  // Wide and short: every width is written while the encoders have few pixels to do.
  const photo = await formOf(await solid(1400, 280, '#b04a2f').jpeg().toBuffer(), 'image/jpeg', 'photo.jpg');
  const uploaded = await t.app.inject({
    method: 'POST',
    url: endpointPath(ENDPOINTS.adminUploadImages.path, { id: productId }),
    headers: { ...staff.headers, 'content-type': photo.type },
    payload: photo.payload,
  });
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  const photoUrl = uploaded.json<{ images: { url: string }[] }>().images[0]?.url ?? '';

  const delivered = await deliveredOrder(t);
  const returnPhoto = await formOf(await solid(800, 600, '#2f6db0').png().toBuffer(), 'image/png', 'photo.png');
  const sent = await t.app.inject({
    method: 'POST',
    url: `/api/orders/${delivered.orderId}/returns/photos`,
    headers: { authorization: `Bearer ${delivered.shopper.token}`, 'content-type': returnPhoto.type },
    payload: returnPhoto.payload,
  });
  expect(sent.statusCode, sent.body).toBe(201);
  const made = await as(t, delivered.shopper.token).post(`/api/orders/${delivered.orderId}/returns`, {
    orderItemId: delivered.itemId,
    kind: 'exchange',
    exchangeSize: 'L',
    quantity: 1,
    reason: 'too_small',
    photoIds: [sent.json<{ _id: string }>()._id],
  });
  expect(made.statusCode, made.body).toBe(201);

  const buyer = await signedIn(t);
  for (let i = 0; i < 3; i++) await invoicedOrder(t, buyer.userId);
  return { photoUrl, buyer };
}

/** The orders' ids and the tax documents' numbers, in a stable order: what a restore must bring back unchanged. */
export async function shopFacts(db: Db) {
  const orderIds = (await db.select({ id: orders.id }).from(orders).orderBy(asc(orders.id))).map((o) => o.id);
  const invoices = await db
    .select({ number: taxDocuments.number, sequence: taxDocuments.sequence, financialYear: taxDocuments.financialYear })
    .from(taxDocuments)
    .where(eq(taxDocuments.kind, 'invoice'))
    .orderBy(asc(taxDocuments.sequence));
  return { orderIds, invoices };
}
