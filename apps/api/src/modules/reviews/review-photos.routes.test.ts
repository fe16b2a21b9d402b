import type { AdminReviewsResponse, Review, ReviewSummaryResponse } from '@vastra/domain/api';
import { BACK_OFFICE_MESSAGES } from '@vastra/domain/back-office';
import { RETURNS_MESSAGES } from '@vastra/domain/returns';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { signedInStaff } from '../../testing/factories';
import { as } from '../../testing/requests';
import { deliveredOrder } from '../../testing/returns-testing';

// A review's fit and photos (docs/decisions/113-review-photos-and-fit.md): the upload through the return photos'
// pipeline, the review taking them, the fit counts in the summary, /media showing them only while the review is shown.

let t: TestApp;
let staff: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  staff = (await signedInStaff(t, { fullName: 'Meera Staff' })).headers;
});
afterAll(() => t.close());

async function upload(token: string, productId: string, bytes: Buffer, type = 'image/png') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), 'photo.png');
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return t.app.inject({
    method: 'POST',
    url: `/api/reviews/${productId}/photos`,
    headers: { authorization: `Bearer ${token}`, 'content-type': request.headers.get('content-type') ?? '' },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}
const png = () =>
  sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#2e86c1' } })
    .withExif({ IFD0: { Artist: 'Asha', ImageDescription: 'GPS 12.97 77.59' } })
    .png()
    .toBuffer();
const photoIdOf = async (token: string, productId: string) => {
  const res = await upload(token, productId, await png());
  expect(res.statusCode, res.body).toBe(201);
  const photo = res.json<{ _id: string; url: string }>();
  expect(photo.url).toMatch(new RegExp(`^/media/reviews/${photo._id}\\.jpg\\?exp=\\d+&sig=`));
  // The shopper sees it through the signed link before sending the review.
  expect((await media(photo.url)).statusCode).toBe(200);
  return photo._id;
};
const review = (token: string, productId: string, body: object) => as(t, token).post(`/api/reviews/${productId}`, body);
const media = (url: string) => t.app.inject({ method: 'GET', url });

describe('review photos and fit', () => {
  it('re-encodes a photo without metadata; the review takes it and its fit; /media shows it while shown', async () => {
    const { productId, shopper } = await deliveredOrder(t);
    const photoId = await photoIdOf(shopper.token, productId);
    const url = `/media/reviews/${photoId}.jpg`;
    // Not on a review yet: nobody sees it.
    expect((await media(url)).statusCode).toBe(404);

    const res = await review(shopper.token, productId, {
      rating: 4,
      comment: 'Lovely colour, order a size up.',
      fit: 'small',
      photoIds: [photoId.toUpperCase()],
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json<{ review: Review }>().review;
    expect(created).toMatchObject({ fit: 'small', photos: [{ _id: photoId, url }] });
    const list = (await t.app.inject({ method: 'GET', url: `/api/reviews/${productId}` })).json<Review[]>();
    expect(list[0]).toMatchObject({ fit: 'small', photos: [{ _id: photoId, url }] });

    const shown = await media(url);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toBe('image/jpeg');
    expect(shown.headers['cache-control']).toBe('public, max-age=300');
    const meta = await sharp(shown.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['jpeg', 1600, 800, undefined]);

    // Hidden by the shop: gone from /media at once; staff still see it through a signed link.
    const hidden = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/reviews/${created._id}`,
      headers: staff,
      payload: { hidden: true },
    });
    expect(hidden.statusCode).toBe(200);
    expect((await media(url)).statusCode).toBe(404);
    const admin = (
      await t.app.inject({ method: 'GET', url: `/api/admin/reviews?productId=${productId}`, headers: staff })
    ).json<AdminReviewsResponse>();
    expect(admin.items[0]).toMatchObject({ fit: 'small', photos: [{ _id: photoId }] });
    const signed = admin.items[0]?.photos[0]?.url ?? '';
    expect(signed).toMatch(/^\/media\/reviews\/[0-9a-f-]{36}\.jpg\?exp=\d+&sig=/);
    expect((await media(signed)).statusCode).toBe(200);
  });

  it('refuses a file that is not a photo, with the reason', async () => {
    const { productId, shopper } = await deliveredOrder(t);
    const res = await upload(shopper.token, productId, Buffer.from('%PDF-1.4 not a photo'), 'image/jpeg');
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({
      message: 'Upload a JPEG, PNG, WebP or AVIF photo (HEIC cannot be read: save it as JPEG first)',
      code: 'image_unsupported',
    });
  });

  it('refuses a request without a photo, naming the field', async () => {
    const { productId, shopper } = await deliveredOrder(t);
    const res = await as(t, shopper.token).post(`/api/reviews/${productId}/photos`, { file: 'photo.png' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: BACK_OFFICE_MESSAGES.imageMissing, code: 'bad_request', field: 'file' });
  });

  it('refuses four photos, and a photo that is not the shopper’s own upload, writing no review', async () => {
    const { productId, shopper } = await deliveredOrder(t);
    const other = await deliveredOrder(t);
    const ids = [
      await photoIdOf(shopper.token, productId),
      await photoIdOf(shopper.token, productId),
      await photoIdOf(shopper.token, productId),
      await photoIdOf(shopper.token, productId),
    ];
    const four = await review(shopper.token, productId, { rating: 5, comment: 'Four photos here.', photoIds: ids });
    expect(four.statusCode).toBe(400);
    expect(four.json()).toMatchObject({ field: 'photoIds', message: `photoIds: ${RETURNS_MESSAGES.tooManyPhotos}` });

    const theirs = await photoIdOf(other.shopper.token, other.productId);
    const stolen = await review(shopper.token, productId, { rating: 5, comment: 'Not my photo.', photoIds: [theirs] });
    expect(stolen.statusCode).toBe(422);
    expect(stolen.json()).toEqual({ message: RETURNS_MESSAGES.photoUnknown, code: 'unprocessable', field: 'photoIds' });
    // Nothing written: the shopper may still review, with three of the four.
    const ok = await review(shopper.token, productId, { rating: 5, comment: 'Three photos.', photoIds: ids.slice(1) });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json<{ review: Review }>().review.photos?.map((p) => p._id)).toEqual(ids.slice(1));
  });

  it('refuses an upload from a shopper who may not review the product', async () => {
    const { productId } = await deliveredOrder(t);
    const stranger = await deliveredOrder(t);
    const res = await upload(stranger.shopper.token, productId, await png());
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ message: 'You can review this product after it is delivered to you.' });
  });

  it('counts the shown reviews’ fit votes in the summary; a bad fit value is refused', async () => {
    const { productId, shopper } = await deliveredOrder(t);
    const bad = await review(shopper.token, productId, { rating: 5, comment: 'Fits well.', fit: 'huge' });
    expect(bad.statusCode).toBe(400);
    expect((await review(shopper.token, productId, { rating: 5, comment: 'Fits well.', fit: 'true' })).statusCode).toBe(
      201,
    );
    const summary = (
      await t.app.inject({ method: 'GET', url: `/api/reviews/${productId}/summary` })
    ).json<ReviewSummaryResponse>();
    expect(summary.fit).toEqual({ small: 0, true: 1, large: 0 });
  });
});
