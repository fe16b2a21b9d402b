import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import { BACK_OFFICE_MESSAGES as B } from '@vastra/domain/back-office';
import { RETURNS_MESSAGES as M } from '@vastra/domain/returns';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, tooManyRequests } from '../../errors';
import type { RateLimiter } from '../../plugins/rate-limit';
import type { ImageQueue } from '../../shared/image-queue';
import type { MediaStorage } from './media-storage.port';
import type { PrivateMediaUrls } from './private-media';
import { inspectShopperPhoto, readShopperPhoto, SHOPPER_PHOTO_FIELD, shopperPhotoJpeg } from './shopper-photo';

// The upload of every shopper's photo (a return's, a review's: docs/decisions/113-review-photos-and-fit.md): one
// upload per shopper at a time, an hourly limit, the photo checked and re-encoded, stored, then recorded.

/** What a second upload of the same shopper, while one is in flight, is told to wait (seconds). */
export const UPLOAD_BUSY_RETRY_SECONDS = 2;
/** Uploads a shopper may make in an hour, per kind of photo. */
const UPLOADS_PER_HOUR = 30;

export interface ShopperPhotoUploadDeps {
  rateLimiter: RateLimiter;
  storage: MediaStorage;
  imageQueue: ImageQueue;
  /** Signs the link the form shows a photo through before it is sent. */
  privateMedia: Pick<PrivateMediaUrls, 'url'>;
}

export interface ShopperPhotoUpload {
  /** Runs before the body is read: refuses a photo the shopper may not add now (throws). */
  check: () => Promise<void>;
  /** The storage key of photo `id`. */
  keyOf: (id: string) => string;
  /** Records the stored photo, owned by the shopper until something takes it. */
  save: (id: string, key: string) => Promise<void>;
}

/** Registers the multipart parser for one photo per request of at most `maxFileBytes`. */
export async function acceptOnePhoto(app: FastifyInstance, maxFileBytes: number): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: maxFileBytes, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
    throwFileSizeLimit: true,
  });
}

/**
 * The uploader of one kind of shopper photo (`kind` names its rate-limit bucket). Its decoding waits in the process's
 * one image queue with the product photos'. Answers the photo's id and its signed link.
 */
export function createShopperPhotoUploader(deps: ShopperPhotoUploadDeps, kind: string) {
  const inFlight = new Set<string>();
  return async (userId: string, request: FastifyRequest, photo: ShopperPhotoUpload) => {
    if (inFlight.has(userId)) throw tooManyRequests(M.photoUploading, UPLOAD_BUSY_RETRY_SECONDS);
    inFlight.add(userId);
    try {
      await deps.rateLimiter.consume([
        {
          bucket: `${kind}:user:${userId}:1h`,
          limit: UPLOADS_PER_HOUR,
          windowSeconds: 3600,
          message: M.tooManyUploads,
        },
      ]);
      await photo.check();
      if (!request.isMultipart()) {
        throw new AppError('bad-request', B.imageMissing, { field: SHOPPER_PHOTO_FIELD });
      }
      const source = await readShopperPhoto(request.parts());
      await inspectShopperPhoto(source);
      const jpeg = await deps.imageQueue.run(() => shopperPhotoJpeg(source));
      const id = randomUUID();
      const key = photo.keyOf(id);
      await deps.storage.put(key, jpeg, 'image/jpeg');
      await photo.save(id, key);
      return { _id: id, url: deps.privateMedia.url(key) };
    } finally {
      inFlight.delete(userId);
    }
  };
}
