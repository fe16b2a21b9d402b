import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { assertMediaKey, isMediaKey, mediaTypeOf, type MediaStorage, type StoredMedia } from './media-storage.port';

/** How long the readiness check waits for the bucket before calling it unreachable. */
const CHECK_TIMEOUT_MS = 3000;

/** The folder of the public product photos, the only one a CDN may serve straight from the bucket. */
const PUBLIC_FOLDER = 'products/';

/** How to reach the bucket (config.ts's S3_* variables; README: Photos and storage). */
export interface S3Connection {
  region: string;
  /** Unset for Amazon S3 itself; R2, MinIO, Spaces and the tests' s3rver give theirs. */
  endpoint?: string;
  /** `bucket/key` paths instead of `bucket.host/key` (MinIO and s3rver need them). */
  forcePathStyle: boolean;
  accessKeyId: string;
  secretAccessKey: string;
}

export interface S3StorageOptions {
  bucket: string;
  /** Where in the bucket the media live (`vastra/`): '' or unset is the bucket's root. */
  prefix?: string;
  /** Keys listed per request when a folder is removed: S3's most, 1000, unless a test wants small pages. */
  pageSize?: number;
}

/** The S3 storage, plus what the move from local disk needs (media-to-bucket.ts). */
export interface S3MediaStorage extends MediaStorage {
  /** The stored size of `key` in bytes, or null when there is none. */
  sizeOf(key: string): Promise<number | null>;
}

/**
 * The one way the app makes an S3 client. Checksums only where an operation requires one: since 3.729 the SDK
 * adds a CRC32 to every upload by default, which S3-compatible stores answer with errors, or, like the tests'
 * s3rver, store the aws-chunked framing as the object's bytes (docs/decisions/117-media-in-object-storage.md).
 */
export function createS3Client(connection: S3Connection): S3Client {
  return new S3Client({
    region: connection.region,
    ...(connection.endpoint ? { endpoint: connection.endpoint } : {}),
    forcePathStyle: connection.forcePathStyle,
    credentials: { accessKeyId: connection.accessKeyId, secretAccessKey: connection.secretAccessKey },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/**
 * Media in an S3-compatible bucket (Amazon S3, Cloudflare R2, MinIO, DigitalOcean Spaces), for several servers
 * without a shared disk. One PutObject is atomic, so a reader never meets half a file; a read streams the object
 * (with its size and the store's ETag). The bucket stays private: /media reads it, and a CDN may front the public
 * product photos (MEDIA_PUBLIC_URL).
 */
export function createS3Storage(client: S3Client, options: S3StorageOptions): S3MediaStorage {
  const { bucket } = options;
  const prefix = normalisedPrefix(options.prefix ?? '');
  const pageSize = Math.min(Math.max(options.pageSize ?? 1000, 1), 1000);

  const objectKey = (key: string): string => {
    assertMediaKey(key);
    return prefix + key;
  };

  /** Every object key under `folder/`, a page at a time (ListObjects: see the decision on why not V2). */
  async function* pagesUnder(folder: string): AsyncGenerator<string[]> {
    const under = `${objectKey(folder)}/`;
    let marker: string | undefined;
    for (;;) {
      const page = await client.send(
        new ListObjectsCommand({ Bucket: bucket, Prefix: under, MaxKeys: pageSize, Marker: marker }),
      );
      const keys = (page.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : []));
      if (keys.length > 0) yield keys;
      marker = page.NextMarker ?? keys.at(-1);
      if (!page.IsTruncated || marker === undefined) return;
    }
  }

  return {
    async put(key, bytes, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: objectKey(key),
          Body: bytes,
          ContentLength: bytes.length,
          ContentType: contentType,
          // A CDN in front of the bucket (MEDIA_PUBLIC_URL) and the browsers behind it may keep a product photo a
          // year, as /media lets them: a key's bytes never change (media-storage.port.ts).
          ...(key.startsWith(PUBLIC_FOLDER) ? { CacheControl: 'public, max-age=31536000, immutable' } : {}),
        }),
      );
    },

    async get(key): Promise<StoredMedia | null> {
      const contentType = mediaTypeOf(key);
      if (!isMediaKey(key) || contentType === null) return null;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
        const etag = object.ETag ? { etag: object.ETag } : {};
        if (object.Body instanceof Readable && object.ContentLength !== undefined) {
          return { body: object.Body, contentType, size: object.ContentLength, ...etag };
        }
        if (!object.Body) return null;
        const body = Buffer.from(await object.Body.transformToByteArray());
        return { body, contentType, size: body.length, ...etag };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },

    async removeFolder(folder) {
      for await (const keys of pagesUnder(folder)) {
        const answer = await client.send(
          new DeleteObjectsCommand({
            Bucket: bucket,
            Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true },
          }),
        );
        const failed = answer.Errors ?? [];
        if (failed.length > 0) {
          const first = failed[0];
          throw new Error(`Could not remove ${failed.length} media object(s): ${first?.Key} ${first?.Code}`);
        }
      }
    },

    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
    },

    async check() {
      await client.send(new HeadBucketCommand({ Bucket: bucket }), {
        abortSignal: AbortSignal.timeout(CHECK_TIMEOUT_MS),
      });
    },

    async sizeOf(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
        return head.ContentLength ?? null;
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
  };
}

/** `a/b` and `/a/b/` become `a/b/`; '' stays '' (the bucket's root). */
function normalisedPrefix(raw: string): string {
  const trimmed = raw.replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? '' : `${trimmed}/`;
}

/**
 * A missing object: GetObject says NoSuchKey, HeadObject (no body to say it in) NotFound, both with a 404. A missing
 * bucket (NoSuchBucket) is a misconfiguration and stays an error.
 */
function isNotFound(error: unknown): boolean {
  const failure = error as { name?: string; $metadata?: { httpStatusCode?: number } } | null;
  if (failure?.name === 'NoSuchBucket') return false;
  return failure?.name === 'NoSuchKey' || failure?.name === 'NotFound' || failure?.$metadata?.httpStatusCode === 404;
}
