import fs from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GetObjectCommand, ListObjectsCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testConfig } from '../../config';
import { startTestS3, type TestS3 } from '../../testing/s3-server';
import { bytesOf, describeMediaStorage } from './media-storage.contract';
import { copyMediaToBucket, createMediaStorage } from './index';
import { createS3Storage } from './s3.adapter';

// The S3 adapter against s3rver, an S3-protocol server started in this process (testing/s3-server.ts): the same
// contract as the local disk (media-storage.contract.ts), then what only a bucket has.

let s3: TestS3;
let made = 0;
beforeAll(async () => {
  s3 = await startTestS3();
});
afterAll(() => s3.close());

// Each storage its own prefix, so the cases share the bucket and not their files; pages of 3 keys make the removal
// of a folder list more than one page.
describeMediaStorage('the S3 storage', () =>
  createS3Storage(s3.client, { bucket: s3.bucket, prefix: `contract-${++made}`, pageSize: 3 }),
);

async function objectKeys(prefix: string): Promise<string[]> {
  const listed = await s3.client.send(new ListObjectsCommand({ Bucket: s3.bucket, Prefix: prefix }));
  return (listed.Contents ?? []).map((object) => object.Key ?? '');
}

describe('the S3 storage', () => {
  it('keeps its files under its prefix, typed, and product photos cacheable for a year', async () => {
    const storage = createS3Storage(s3.client, { bucket: s3.bucket, prefix: '/shop/media/' });
    await storage.put('products/p-1x1/1.avif', Buffer.from('avif'), 'image/avif');
    expect(await objectKeys('shop/')).toEqual(['shop/media/products/p-1x1/1.avif']);
    const object = await s3.client.send(
      new GetObjectCommand({ Bucket: s3.bucket, Key: 'shop/media/products/p-1x1/1.avif' }),
    );
    expect([object.ContentType, object.CacheControl]).toEqual(['image/avif', 'public, max-age=31536000, immutable']);
    await storage.put('returns/r-1/1.jpg', Buffer.from('jpeg'), 'image/jpeg');
    const photo = await s3.client.send(
      new GetObjectCommand({ Bucket: s3.bucket, Key: 'shop/media/returns/r-1/1.jpg' }),
    );
    expect([photo.ContentType, photo.CacheControl]).toEqual(['image/jpeg', undefined]);
    expect(await storage.sizeOf('products/p-1x1/1.avif')).toBe(4);
    expect(await storage.sizeOf('products/p-1x1/2.avif')).toBeNull();
  });

  it('reads a file written by another client (the bytes are the object, whatever wrote them)', async () => {
    const storage = createS3Storage(s3.client, { bucket: s3.bucket, prefix: 'other-writer' });
    const bytes = Buffer.from([0, 255, 13, 10, 48, 13, 10]);
    await s3.client.send(new PutObjectCommand({ Bucket: s3.bucket, Key: 'other-writer/returns/x/1.jpg', Body: bytes }));
    expect((await bytesOf(await storage.get('returns/x/1.jpg')))?.equals(bytes)).toBe(true);
  });

  // What S3 promises and the test server must keep (testing/s3-server.ts): a PUT is answered once the object is
  // stored, so a read right after it gets the bytes, however late the disk takes them.
  it('reads back at once an object whose bytes the disk under the test server took late', async () => {
    const storage = createS3Storage(s3.client, { bucket: s3.bucket, prefix: 'slow-disk' });
    const bytes = Buffer.from('bytes the disk takes 100 ms to write');
    const write = fs.write;
    const late = vi.spyOn(fs, 'write').mockImplementation((...args: unknown[]) => {
      const delay = Buffer.isBuffer(args[1]) && args[1].equals(bytes) ? 100 : 0;
      setTimeout(() => {
        Reflect.apply(write, fs, args);
      }, delay);
    });
    try {
      await storage.put('returns/x/1.jpg', bytes, 'image/jpeg');
      expect(late.mock.calls.some((call) => Buffer.isBuffer(call[1]) && call[1].equals(bytes))).toBe(true);
      expect((await bytesOf(await storage.get('returns/x/1.jpg')))?.equals(bytes)).toBe(true);
    } finally {
      late.mockRestore();
    }
  });

  it('fails loudly, rather than answering "no such file", when the bucket does not exist', async () => {
    const storage = createS3Storage(s3.client, { bucket: 'no-such-bucket' });
    await expect(storage.get('products/p-1x1/1.jpg')).rejects.toThrow();
    await expect(storage.check()).rejects.toThrow();
  });
});

describe('MEDIA_STORAGE=s3', () => {
  it('is refused without its bucket or keys, naming each missing variable', () => {
    expect(() => testConfig({ MEDIA_STORAGE: 's3', S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(
      [
        'Invalid configuration:',
        '  S3_BUCKET: is required when MEDIA_STORAGE=s3',
        '  S3_ACCESS_KEY_ID: is required when MEDIA_STORAGE=s3',
        '  S3_SECRET_ACCESS_KEY: is required when MEDIA_STORAGE=s3',
      ].join('\n'),
    );
  });

  it('needs a region for Amazon S3 itself (no endpoint), and takes `auto` with one', () => {
    const keys = { MEDIA_STORAGE: 's3', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' };
    expect(() => testConfig(keys)).toThrow('S3_REGION: is required when MEDIA_STORAGE=s3 without S3_ENDPOINT');
    expect(testConfig({ ...keys, S3_REGION: 'ap-south-1' }).S3_REGION).toBe('ap-south-1');
    expect(() => testConfig({ ...keys, S3_ENDPOINT: 'ftp://x' })).toThrow('S3_ENDPOINT: must be an address');
  });

  it('makes a storage that writes to and reads from the bucket the variables name', async () => {
    const storage = createMediaStorage(testConfig({ ...s3.env, S3_PREFIX: 'from-config' }));
    await storage.put('products/c-1x1/1.jpg', Buffer.from('jpeg'), 'image/jpeg');
    expect(await objectKeys('from-config/')).toEqual(['from-config/products/c-1x1/1.jpg']);
    expect((await bytesOf(await storage.get('products/c-1x1/1.jpg')))?.toString()).toBe('jpeg');
  });
});

describe('moving local media into the bucket', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'vastra-media-move-'));
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('copies each file once with its type, skips what is there on a second run, and ignores non-media', async () => {
    const files: Record<string, Buffer> = {
      'products/a-2x2/320.avif': Buffer.from('avif bytes'),
      'products/a-2x2/320.webp': Buffer.from('webp bytes'),
      'products/a-2x2/2.jpg': Buffer.from([255, 216, 255, 0, 1, 2]),
      'returns/r-1/photo.jpg': Buffer.from('return photo'),
      'products/a-2x2/2.jpg.0a1b2c.tmp': Buffer.from('half'),
    };
    for (const [key, bytes] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(root, key)), { recursive: true });
      await writeFile(path.join(root, key), bytes);
    }
    const bucket = createS3Storage(s3.client, { bucket: s3.bucket, prefix: 'moved' });
    expect(await copyMediaToBucket(root, bucket)).toEqual({ copied: 4, skipped: 0, failed: 0, ignored: 1 });
    for (const [key, bytes] of Object.entries(files).slice(0, 4)) {
      const got = await bucket.get(key);
      expect((await bytesOf(got))?.equals(bytes)).toBe(true);
    }
    const avif = await s3.client.send(
      new GetObjectCommand({ Bucket: s3.bucket, Key: 'moved/products/a-2x2/320.avif' }),
    );
    expect(avif.ContentType).toBe('image/avif');

    // A file changed since (a smaller copy in the bucket from an interrupted run) is copied again.
    await bucket.put('returns/r-1/photo.jpg', Buffer.from('ret'), 'image/jpeg');
    expect(await copyMediaToBucket(root, bucket)).toEqual({ copied: 1, skipped: 3, failed: 0, ignored: 1 });
    expect((await bytesOf(await bucket.get('returns/r-1/photo.jpg')))?.toString()).toBe('return photo');
    expect(await copyMediaToBucket(path.join(root, 'none'), bucket)).toEqual({
      copied: 0,
      skipped: 0,
      failed: 0,
      ignored: 0,
    });
  });

  it('counts and reports a file it could not copy, and goes on with the rest', async () => {
    const failures: string[] = [];
    const bucket = createS3Storage(s3.client, { bucket: 'no-such-bucket' });
    const counts = await copyMediaToBucket(root, bucket, { onFailure: (key) => failures.push(key) });
    expect(counts).toEqual({ copied: 0, skipped: 0, failed: 4, ignored: 1 });
    expect(failures.sort()).toEqual([
      'products/a-2x2/2.jpg',
      'products/a-2x2/320.avif',
      'products/a-2x2/320.webp',
      'returns/r-1/photo.jpg',
    ]);
  });
});
