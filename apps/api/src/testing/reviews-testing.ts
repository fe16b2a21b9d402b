import path from 'node:path';
import { createRateLimiter } from '../plugins/rate-limit';
import { systemClock } from '../shared/clock';
import type { TestApp } from './build-test-app';
import { createImageQueue, createLocalDiskStorage } from '../modules/media-storage';

/** What the reviews module needs beside its database for photos, for a test's own small app. */
export function photoDeps(t: TestApp) {
  return {
    db: t.database.db,
    clock: systemClock,
    rateLimiter: createRateLimiter(t.database.db, systemClock),
    storage: createLocalDiskStorage(path.join(t.config.DATA_DIR, 'media')),
    imageQueue: createImageQueue(),
    privateMedia: { url: (key: string) => `/media/${key}` },
  };
}
