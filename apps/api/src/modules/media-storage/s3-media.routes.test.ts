import { randomBytes, randomUUID } from 'node:crypto';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../shared/clock';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { startTestS3, type TestS3 } from '../../testing/s3-server';
import { createPrivateMediaUrls, mediaUrlKeyOf } from './private-media';

// The whole app with MEDIA_STORAGE=s3 (s3rver in this process): /media streams from the bucket, answers 304 to a
// client that holds the bytes (and lets go of the bucket's stream), and knows nothing of keys the bucket lacks.

let s3: TestS3;
let t: TestApp;
const key = `products/${randomUUID()}-4x5/320.jpg`;
const bytes = randomBytes(70_000);

beforeAll(async () => {
  s3 = await startTestS3();
  t = await buildTestApp({ ...s3.env, S3_PREFIX: 'media' });
  await s3.client.send(new PutObjectCommand({ Bucket: s3.bucket, Key: `media/${key}`, Body: bytes }));
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

describe('/media from a bucket', () => {
  it('sends the object byte for byte, with its type, length and the bucket’s ETag, cached for a year', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/media/${key}` });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(bytes)).toBe(true);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['content-length']).toBe(String(bytes.length));
    expect(res.headers.etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers 304 to a client holding the same ETag, and HEAD with the length alone, again and again', async () => {
    const { etag } = (await t.app.inject({ method: 'GET', url: `/media/${key}` })).headers;
    // More rounds than the SDK's pool has sockets (50): a 304 that kept its stream would stall here.
    for (let round = 0; round < 60; round += 1) {
      const res = await t.app.inject({ method: 'GET', url: `/media/${key}`, headers: { 'if-none-match': `${etag}` } });
      expect([res.statusCode, res.body]).toEqual([304, '']);
    }
    const head = await t.app.inject({ method: 'HEAD', url: `/media/${key}` });
    expect([head.statusCode, head.headers['content-length'], head.body]).toEqual([200, String(bytes.length), '']);
  });

  it('streams a private photo through its signed link only, never cached (the bucket stays private)', async () => {
    const returnKey = `returns/${randomUUID()}/1.jpg`;
    await s3.client.send(new PutObjectCommand({ Bucket: s3.bucket, Key: `media/${returnKey}`, Body: bytes }));
    const urls = createPrivateMediaUrls({ key: mediaUrlKeyOf(t.config), clock: systemClock, ttlSeconds: 60 });
    const signed = await t.app.inject({ method: 'GET', url: urls.url(returnKey) });
    expect([signed.statusCode, signed.headers['cache-control']]).toEqual([200, 'private, no-store']);
    expect(signed.rawPayload.equals(bytes)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: `/media/${returnKey}` })).statusCode).toBe(404);
  });

  it('is a 404 for a key the bucket does not hold', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/media/products/${randomUUID()}-4x5/320.jpg` });
    expect(res.statusCode).toBe(404);
  });
});

describe('GET /api/ready with the bucket', () => {
  it('is ready while the bucket answers, and 503 naming the storage when the bucket is gone', async () => {
    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect([ready.statusCode, ready.json()]).toEqual([
      200,
      { status: 'ready', database: t.database.kind, storage: 's3' },
    ]);
    const lost = await buildTestApp({ ...s3.env, S3_BUCKET: 'no-such-bucket' });
    try {
      const res = await lost.app.inject({ method: 'GET', url: '/api/ready' });
      expect([res.statusCode, res.json()]).toEqual([
        503,
        { status: 'unavailable', database: lost.database.kind, storage: 's3', failing: ['storage'] },
      ]);
    } finally {
      await lost.close();
    }
  });
});
