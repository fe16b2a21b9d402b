import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config';
import type { Clock } from '../../shared/clock';
import { createImageQueue, type ImageQueue } from '../../shared/image-queue';
import { createLocalDiskStorage } from './local-disk.adapter';
import type { MediaStorage } from './media-storage.port';
import { mediaRoutes, type MediaGate } from './media.routes';
import { createPrivateMediaUrls, mediaUrlKeyOf, type PrivateMediaUrls } from './private-media';
import type { S3Connection } from './s3.adapter';

export type { MediaStorage, StoredMedia } from './media-storage.port';
export type { MediaGate } from './media.routes';
export { createImageQueue, type ImageQueue } from '../../shared/image-queue';
export { createLocalDiskStorage } from './local-disk.adapter';
export { copyMediaToBucket, type CopyCounts } from './media-to-bucket';
export type { S3Connection, S3MediaStorage } from './s3.adapter';
export type { PrivateMediaUrls } from './private-media';
export { acceptOnePhoto, createShopperPhotoUploader, type ShopperPhotoUploadDeps } from './shopper-photo-upload';
export { inspectShopperPhoto, readShopperPhoto, SHOPPER_PHOTO_FIELD, shopperPhotoJpeg } from './shopper-photo';

export interface MediaStorageModule {
  /** Where uploaded photos are written and read (injected into the photo routes by app.ts). */
  storage: MediaStorage;
  /** The process's one image-conversion queue: product photos and return photos decode one at a time. */
  imageQueue: ImageQueue;
  /** Signed, short-lived URLs of private media (shoppers' return photos). */
  privateUrls: PrivateMediaUrls;
  /** GET /media/*, registered at the root (outside /api, like /uploads). */
  routes: FastifyPluginAsync;
}

/**
 * The storage chosen by MEDIA_STORAGE: `local`, files under `${DATA_DIR}/media`, or `s3`, an S3-compatible bucket
 * (README: Photos and storage; docs/decisions/117-media-in-object-storage.md).
 */
export function createMediaStorageModule({
  config,
  clock,
  storage,
  imageQueue,
  gates,
}: {
  config: Config;
  clock: Clock;
  storage?: MediaStorage;
  imageQueue?: ImageQueue;
  /** Folders shown only while the app says so (a review's photos). */
  gates?: readonly MediaGate[];
}) {
  const chosen = storage ?? createMediaStorage(config);
  const privateUrls = createPrivateMediaUrls({
    key: mediaUrlKeyOf(config),
    clock,
    ttlSeconds: config.RETURN_PHOTO_URL_TTL_SECONDS,
  });
  return {
    storage: chosen,
    imageQueue: imageQueue ?? createImageQueue(),
    privateUrls,
    routes: mediaRoutes(chosen, privateUrls, gates),
  } satisfies MediaStorageModule;
}

/** The storage MEDIA_STORAGE names, made from the configuration (config.ts has checked what it needs). */
export function createMediaStorage(config: Config): MediaStorage {
  switch (config.MEDIA_STORAGE) {
    case 'local':
      return createLocalDiskStorage(path.join(config.DATA_DIR, 'media'));
    case 's3': {
      const connection = s3ConnectionOf(config);
      const options = {
        bucket: required(config.S3_BUCKET, 'S3_BUCKET'),
        ...(config.S3_PREFIX ? { prefix: config.S3_PREFIX } : {}),
      };
      return deferred(
        import('./s3.adapter').then(({ createS3Client, createS3Storage }) =>
          createS3Storage(createS3Client(connection), options),
        ),
      );
    }
  }
}

/** A storage whose adapter loads on first use: only a shop that keeps its media in a bucket loads the AWS SDK. */
function deferred(made: Promise<MediaStorage>): MediaStorage {
  // A failed load is reported by the first call, not as an unhandled rejection at start-up.
  made.catch(() => undefined);
  return {
    put: async (key, bytes, contentType) => (await made).put(key, bytes, contentType),
    get: async (key) => (await made).get(key),
    removeFolder: async (folder) => (await made).removeFolder(folder),
    remove: async (key) => (await made).remove(key),
    check: async () => (await made).check(),
  };
}

/** The bucket's address and keys from the S3_* variables; a region left unset is `auto` (R2's, with an endpoint). */
export function s3ConnectionOf(config: Config): S3Connection {
  return {
    region: config.S3_REGION ?? 'auto',
    ...(config.S3_ENDPOINT ? { endpoint: config.S3_ENDPOINT } : {}),
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    accessKeyId: required(config.S3_ACCESS_KEY_ID, 'S3_ACCESS_KEY_ID'),
    secretAccessKey: required(config.S3_SECRET_ACCESS_KEY, 'S3_SECRET_ACCESS_KEY'),
  };
}

function required(value: string | undefined, name: string): string {
  if (!value) throw new Error(`${name} is required when MEDIA_STORAGE=s3`);
  return value;
}
