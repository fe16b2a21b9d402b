import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config';
import { createLocalDiskStorage } from './local-disk.adapter';
import type { MediaStorage } from './media-storage.port';
import { mediaRoutes } from './media.routes';

export type { MediaStorage, StoredMedia } from './media-storage.port';

export interface MediaStorageModule {
  /** Where uploaded photos are written and read (injected into the photo routes by app.ts). */
  storage: MediaStorage;
  /** GET /media/*, registered at the root (outside /api, like /uploads). */
  routes: FastifyPluginAsync;
}

/**
 * The storage chosen by MEDIA_STORAGE: `local`, files under `${DATA_DIR}/media`. Another backend (an
 * S3-compatible bucket) is one more adapter implementing MediaStorage, picked here (README: Photos and storage).
 */
export function createMediaStorageModule({ config, storage }: { config: Config; storage?: MediaStorage }) {
  const chosen = storage ?? storageFor(config);
  return { storage: chosen, routes: mediaRoutes(chosen) } satisfies MediaStorageModule;
}

function storageFor(config: Config): MediaStorage {
  switch (config.MEDIA_STORAGE) {
    case 'local':
      return createLocalDiskStorage(path.join(config.DATA_DIR, 'media'));
  }
}
