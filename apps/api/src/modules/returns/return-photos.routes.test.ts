import { existsSync } from 'node:fs';
import path from 'node:path';
import { RETURNS_MESSAGES as M } from '@vastra/domain/returns';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { returnPhotos } from '../../db/schema';
import { manualClock } from '../../shared/clock';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { signedInStaff } from '../../testing/factories';
import { as } from '../../testing/requests';
import { deliveredOrder } from '../../testing/returns-testing';
import { createImageQueue, type ImageQueue } from '../media-storage';
import { isReturnsJob } from './index';

/** The app's one-at-a-time image queue, with a gate a test may close to keep an upload in flight. */
function gatedQueue() {
  const inner = createImageQueue();
  let open: Promise<void> = Promise.resolve();
  let release = () => {};
  let held = 0;
  const queue: ImageQueue = {
    run(task) {
      const gate = open;
      held += 1;
      return inner.run(async () => {
        await gate;
        held -= 1;
        return task();
      });
    },
  };
  return {
    queue,
    held: () => held,
    close() {
      open = new Promise<void>((resolve) => (release = resolve));
    },
    open: () => release(),
  };
}

let t: TestApp;
const clock = manualClock(new Date('2026-11-21T10:00:00Z'));
const gated = gatedQueue();
const HOUR = 3_600_000;

beforeAll(async () => {
  t = await buildTestApp({}, { clock, providers: { imageQueue: gated.queue } });
});
afterAll(() => t.close());

async function upload(token: string, orderId: string, bytes: Buffer) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'photo.png');
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return t.app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/returns/photos`,
    headers: { authorization: `Bearer ${token}`, 'content-type': request.headers.get('content-type') ?? '' },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}
const png = (width = 2400, height = 1200) =>
  sharp({ create: { width, height, channels: 3, background: '#c0392b' } })
    .png()
    .toBuffer();
const create = (token: string, orderId: string, body: object) =>
  as(t, token).post(`/api/orders/${orderId}/returns`, body);
const exchange = (itemId: string) => ({ orderItemId: itemId, kind: 'exchange', quantity: 1, exchangeSize: 'L' });
const PRIVATE_URL = /^\/media\/returns\/([0-9a-f-]{36})\.jpg\?exp=(\d+)&sig=([A-Za-z0-9_-]{43})$/;

describe('POST /api/orders/:id/returns/photos', () => {
  it('stores one JPEG ≤ 1600 px under returns/, attached once, never by another shopper', async () => {
    const { orderId, itemId, shopper } = await deliveredOrder(t);
    const res = await upload(shopper.token, orderId, await png());
    expect(res.statusCode, res.body).toBe(201);
    const photo = res.json<{ _id: string; url: string }>();
    expect(photo.url).toMatch(PRIVATE_URL);
    expect(PRIVATE_URL.exec(photo.url)?.[1]).toBe(photo._id);
    const stored = await t.app.inject({ url: photo.url });
    expect(stored.statusCode).toBe(200);
    const meta = await sharp(stored.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['jpeg', 1600, 800, undefined]);
    const other = await deliveredOrder(t);
    const stolen = await create(other.shopper.token, other.orderId, {
      ...exchange(other.itemId),
      reason: 'too_small',
      photoIds: [photo._id],
    });
    expect(stolen.json()).toMatchObject({ code: 'return_not_allowed', message: M.photoUnknown });
    const made = await create(shopper.token, orderId, {
      ...exchange(itemId),
      reason: 'too_small',
      photoIds: [photo._id],
    });
    expect(made.statusCode).toBe(201);
    expect(made.json().photos).toEqual([{ _id: photo._id, url: expect.stringMatching(PRIVATE_URL) }]);
  });

  it('refuses a file that is not a photo', async () => {
    const { orderId, shopper } = await deliveredOrder(t);
    const res = await upload(shopper.token, orderId, Buffer.from('plain text'));
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe('image_unsupported');
  });

  it('refuses a photo over 16 megapixels (5000 × 3400) before decoding it, saying what to send', async () => {
    const { orderId, shopper } = await deliveredOrder(t);
    const res = await upload(shopper.token, orderId, await png(5000, 3400));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'image_too_many_pixels', message: M.photoTooManyPixels });
  });

  it('refuses a photo more than 20 times longer than wide (2100 × 100, and 100 × 2100)', async () => {
    const { orderId, shopper } = await deliveredOrder(t);
    for (const [w, h] of [
      [2100, 100],
      [100, 2100],
    ] as const) {
      const res = await upload(shopper.token, orderId, await png(w, h));
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ code: 'image_bad_shape', message: M.photoOddShape });
    }
    const fine = await upload(shopper.token, orderId, await png(2000, 100));
    expect(fine.statusCode).toBe(201);
  });

  it('takes one upload at a time per shopper: a second one in flight is 429 with Retry-After', async () => {
    const { orderId, shopper } = await deliveredOrder(t);
    const other = await deliveredOrder(t);
    const bytes = await png(800, 600);
    gated.close();
    try {
      const first = upload(shopper.token, orderId, bytes);
      await vi.waitFor(() => expect(gated.held()).toBe(1));
      const second = await upload(shopper.token, orderId, bytes);
      expect(second.statusCode).toBe(429);
      expect(second.headers['retry-after']).toBe('2');
      expect(second.json()).toMatchObject({ code: 'rate_limited', message: M.photoUploading });
      // Another shopper is not held back by this one's upload: theirs waits its turn in the queue.
      const theirs = upload(other.shopper.token, other.orderId, bytes);
      await vi.waitFor(() => expect(gated.held()).toBe(2));
      gated.open();
      expect((await first).statusCode).toBe(201);
      expect((await theirs).statusCode).toBe(201);
    } finally {
      gated.open();
    }
    const next = await upload(shopper.token, orderId, bytes);
    expect(next.statusCode).toBe(201);
  });

  it('refuses an order that cannot be returned any more, with the reason; another shopper’s order is 404', async () => {
    const { orderId, shopper } = await deliveredOrder(t, { deliveredAt: new Date('2026-11-10T06:00:00Z') });
    const closed = await upload(shopper.token, orderId, await png(800, 600));
    expect(closed.statusCode).toBe(422);
    expect(closed.json()).toMatchObject({
      code: 'return_not_allowed',
      message: M.windowClosed('Tue, 17 Nov', 7),
    });
    const kept = await deliveredOrder(t, { returnable: false });
    const notReturnable = await upload(kept.shopper.token, kept.orderId, await png(800, 600));
    expect(notReturnable.statusCode).toBe(422);
    expect(notReturnable.json()).toMatchObject({ code: 'return_not_allowed', message: M.photoNotNeeded });
    const open = await deliveredOrder(t);
    const stranger = await upload(shopper.token, open.orderId, await png(800, 600));
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toMatchObject({ code: 'not_found', message: 'Order not found' });
    expect(await t.database.db.select().from(returnPhotos).where(eq(returnPhotos.userId, shopper.userId))).toEqual([]);
  });
});

describe('GET /media/returns/*', () => {
  it('serves a photo private and no-store, only through its signed URL; bare, altered or expired is 404', async () => {
    const { orderId, itemId, shopper } = await deliveredOrder(t);
    const photo = (await upload(shopper.token, orderId, await png(800, 600))).json<{ _id: string; url: string }>();
    const ok = await t.app.inject({ url: photo.url });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['cache-control']).toBe('private, no-store');
    expect(ok.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(ok.headers.etag).toBeUndefined();
    const bare = photo.url.split('?')[0] ?? '';
    const [, , exp, sig] = PRIVATE_URL.exec(photo.url) ?? [];
    const altered = `${bare}?exp=${Number(exp) + 3600}&sig=${sig}`;
    for (const url of [bare, altered, `${bare}?exp=${exp}&sig=${'A'.repeat(43)}`]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['cache-control'], url).toBe('private, no-store');
    }
    // Only the owner and staff get a URL: another shopper asking for the order's requests is told it does not exist.
    const made = await create(shopper.token, orderId, {
      ...exchange(itemId),
      reason: 'too_small',
      photoIds: [photo._id],
    });
    const other = await deliveredOrder(t);
    expect((await as(t, other.shopper.token).get(`/api/orders/${orderId}/returns`)).statusCode).toBe(404);
    const staff = await signedInStaff(t);
    const seen = await t.app.inject({ url: `/api/admin/returns/${made.json()._id}`, headers: staff.headers });
    const [staffPhoto] = seen.json<{ photos: { url: string }[] }>().photos;
    expect((await t.app.inject({ url: staffPhoto?.url ?? '' })).statusCode).toBe(200);
    const mine = await as(t, shopper.token).get(`/api/orders/${orderId}/returns`);
    const mineUrl = mine.json<{ returns: { photos: { url: string }[] }[] }>().returns[0]?.photos[0]?.url ?? '';
    expect((await t.app.inject({ url: mineUrl })).statusCode).toBe(200);
    // Half an hour later the URL has expired; reading the request again gives a fresh one.
    clock.advance(HOUR / 2 + 1000);
    try {
      expect((await t.app.inject({ url: mineUrl })).statusCode).toBe(404);
      const again = await as(t, shopper.token).get(`/api/orders/${orderId}/returns`);
      const fresh = again.json<{ returns: { photos: { url: string }[] }[] }>().returns[0]?.photos[0]?.url ?? '';
      expect((await t.app.inject({ url: fresh })).statusCode).toBe(200);
    } finally {
      clock.advance(-(HOUR / 2 + 1000));
    }
  });
});

describe('a damaged item', () => {
  it('needs a photo: refused without one, nothing kept, and made with one', async () => {
    const { orderId, itemId, shopper } = await deliveredOrder(t);
    const bare = await create(shopper.token, orderId, { ...exchange(itemId), reason: 'damaged' });
    expect(bare.statusCode).toBe(422);
    expect(bare.json()).toMatchObject({ code: 'return_not_allowed', message: 'Please add a photo of the damage.' });
    const none = await as(t, shopper.token).get(`/api/orders/${orderId}/returns`);
    expect(none.json()).toEqual({ returns: [] });

    const photo = (await upload(shopper.token, orderId, await png(800, 600))).json<{ _id: string }>();
    const made = await create(shopper.token, orderId, {
      ...exchange(itemId),
      reason: 'damaged',
      photoIds: [photo._id],
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({ reason: 'damaged', photos: [{ _id: photo._id }] });
  });
});

describe('pruning photos never attached', () => {
  it('removes a photo left unattached for a day (row and file); an attached one stays', async () => {
    const job = t.app.jobs.find(isReturnsJob);
    if (!job) throw new Error('the returns job is not registered');
    const { orderId, itemId, shopper } = await deliveredOrder(t);
    const left = (await upload(shopper.token, orderId, await png(800, 600))).json<{ _id: string; url: string }>();
    const kept = (await upload(shopper.token, orderId, await png(800, 600))).json<{ _id: string; url: string }>();
    await create(shopper.token, orderId, { ...exchange(itemId), reason: 'too_small', photoIds: [kept._id] });
    const stored = (key: string) => existsSync(path.join(t.config.DATA_DIR, 'media', key));
    const file = `returns/${left._id}.jpg`;
    expect(stored(file)).toBe(true);

    clock.advance(23 * HOUR);
    expect((await job.runOnce()).photosPruned).toBe(0);
    expect(stored(file)).toBe(true);

    clock.advance(HOUR + 1000);
    expect((await job.runOnce()).photosPruned).toBeGreaterThanOrEqual(1);
    const rows = await t.database.db.select().from(returnPhotos).where(eq(returnPhotos.userId, shopper.userId));
    expect(rows.map((r) => r.id)).toEqual([kept._id]);
    expect(stored(file)).toBe(false);
    expect(stored(`returns/${kept._id}.jpg`)).toBe(true);
  });
});
