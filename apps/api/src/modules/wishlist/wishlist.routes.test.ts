import { ENDPOINTS, endpointPath, type BackInStockAlert, type WishlistResponse } from '@vastra/domain/api';
import { WISHLIST_MESSAGES as M } from '@vastra/domain/wishlist';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { newProduct, signedIn, signedInStaff, uuid } from '../../testing/factories';
import { as, outboxOf } from '../../testing/requests';
import { BACK_IN_STOCK_TASK } from './index';

// The wishlist and back-in-stock alerts (docs/decisions/112-wishlist-back-in-stock.md), on PGlite and on PostgreSQL
// (scripts/test-pg.sh), where the two restocks and the two job runs below really race.
let t: TestApp;
let staffHeaders: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  staffHeaders = (await signedInStaff(t, { role: 'owner' })).headers;
});
afterAll(() => t.close());

const kurti = (title: string) =>
  newProduct(t, title, { M: { pricePaise: 79_900, stock: 0 }, L: { pricePaise: 79_900, stock: 3 } });
const phoneOf = async (userId: string) =>
  (await t.database.db.query.users.findFirst({ where: (u, { eq }) => eq(u.id, userId) }))?.phone ?? '';
/** Adds units to a size through the back office's stock edit. */
const restock = (productId: string, size: string, delta: number) =>
  t.app.inject({
    method: 'PUT',
    url: endpointPath(ENDPOINTS.adminSetStock.path, { id: productId }),
    headers: staffHeaders,
    payload: { reason: 'received', changes: [{ size, delta }] },
  });
const backInStockJobs = () => t.app.runner.runDue([BACK_IN_STOCK_TASK]);

describe('the wishlist', () => {
  it('saves products once, skips unknown ones, removes, and shows only her own', async () => {
    const [a, b] = [await kurti('Wish Kurti A'), await kurti('Wish Kurti B')];
    const asha = await signedIn(t);
    const other = await signedIn(t);
    const saved = await as(t, asha.token).post(ENDPOINTS.addToWishlist.path, { productIds: [a] });
    expect(saved.statusCode, saved.body).toBe(200);
    // The device's list merged at sign-in: a duplicate and an unknown product change nothing.
    const merged = await as(t, asha.token).post(ENDPOINTS.addToWishlist.path, { productIds: [b, a, uuid()] });
    expect(merged.json<WishlistResponse>()).toEqual({ productIds: [a, b], alerts: [] });
    expect((await as(t, other.token).get(ENDPOINTS.wishlist.path)).json<WishlistResponse>().productIds).toEqual([]);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: endpointPath(ENDPOINTS.removeFromWishlist.path, { productId: a }),
      headers: asha.headers,
    });
    expect(removed.json<WishlistResponse>().productIds).toEqual([b]);
    expect((await as(t).get(ENDPOINTS.wishlist.path)).statusCode).toBe(401);
  });
});

describe('back-in-stock alerts', () => {
  it('keeps one alert per size: asked twice, 200 with the same state; refuses a size in stock or unknown', async () => {
    const productId = await kurti('Alert Kurti');
    const asha = await signedIn(t);
    const ask = (size: string) => as(t, asha.token).post(ENDPOINTS.requestBackInStock.path, { productId, size });
    const first = await ask('M');
    expect(first.statusCode, first.body).toBe(200);
    const second = await ask('M');
    expect(second.statusCode).toBe(200);
    expect(second.json<BackInStockAlert>()).toEqual(first.json<BackInStockAlert>());
    expect(first.json<BackInStockAlert>()).toMatchObject({
      productId,
      title: 'Alert Kurti',
      size: 'M',
      notifiedAt: null,
    });
    expect([(await ask('L')).statusCode, (await ask('L')).json<{ code: string }>().code]).toEqual([
      409,
      'size_in_stock',
    ]);
    expect((await ask('L')).json<{ message: string }>().message).toBe(M.sizeInStock);
    expect((await ask('XXL')).json<{ message: string }>()).toMatchObject({ message: M.sizeUnknown });
    const alerts = (await as(t, asha.token).get(ENDPOINTS.wishlist.path)).json<WishlistResponse>().alerts;
    expect(alerts).toHaveLength(1);
  });

  it('texts each waiting shopper once when the size is restocked, with title, size and link; not again after', async () => {
    const productId = await kurti('Indigo Anarkali');
    const [asha, meera] = [await signedIn(t), await signedIn(t)];
    for (const s of [asha, meera])
      expect((await as(t, s.token).post(ENDPOINTS.requestBackInStock.path, { productId, size: 'M' })).statusCode).toBe(
        200,
      );
    expect((await restock(productId, 'L', 2)).statusCode).toBe(200); // another size: nothing queued
    expect(await backInStockJobs()).toEqual([]);
    expect((await restock(productId, 'M', 4)).statusCode).toBe(200);
    expect((await backInStockJobs()).map((job) => job.outcome)).toEqual(['done', 'done']);
    const phone = await phoneOf(asha.id);
    expect((await outboxOf(t, phone)).map((m) => m.body)).toEqual([
      `Good news! Indigo Anarkali in size M is back in stock. Buy it at http://localhost:3000/product/${productId} - Vastra`,
    ]);
    expect(await outboxOf(t, await phoneOf(meera.id))).toHaveLength(1);
    const alert = (await as(t, asha.token).get(ENDPOINTS.wishlist.path)).json<WishlistResponse>().alerts[0];
    expect(alert?.notifiedAt).not.toBeNull();
    // Sold out and restocked again: she was told already, nothing more is sent.
    expect((await restock(productId, 'M', -4)).statusCode).toBe(200);
    expect((await restock(productId, 'M', 1)).statusCode).toBe(200);
    await backInStockJobs();
    expect(await outboxOf(t, phone)).toHaveLength(1);
  });

  it('sends one text when two restocks and two job runs race', async () => {
    const productId = await kurti('Race Kurti');
    const asha = await signedIn(t);
    await as(t, asha.token).post(ENDPOINTS.requestBackInStock.path, { productId, size: 'M' });
    const answers = await Promise.all([restock(productId, 'M', 2), restock(productId, 'M', 3)]);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200]);
    await Promise.all([backInStockJobs(), backInStockJobs()]);
    await backInStockJobs();
    expect(await outboxOf(t, await phoneOf(asha.id))).toHaveLength(1);
  });
});
