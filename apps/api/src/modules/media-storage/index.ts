import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config';
import type { Clock } from '../../shared/clock';
import { createImageQueue, type ImageQueue } from './image-queue';
import { createLocalDiskStorage } from './local-disk.adapter';
import type { MediaStorage } from './media-storage.port';
import { mediaRoutes, type MediaGate } from './media.routes';
import { createPrivateMediaUrls, mediaUrlKeyOf, type PrivateMediaUrls } from './private-media';

export type { MediaStorage, StoredMedia } from './media-storage.port';
export type { MediaGate } from './media.routes';
export { createImageQueue, type ImageQueue } from './image-queue';
export { createLocalDiskStorage } from './local-disk.adapter';
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
 * The storage chosen by MEDIA_STORAGE: `local`, files under `${DATA_DIR}/media`. Another backend (an
 * S3-compatible bucket) is one more adapter implementing MediaStorage, picked here (README: Photos and storage).
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
  const chosen = storage ?? storageFor(config);
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

function storageFor(config: Config): MediaStorage {
  switch (config.MEDIA_STORAGE) {
    case 'local':
      return createLocalDiskStorage(path.join(config.DATA_DIR, 'media'));
  }
}
