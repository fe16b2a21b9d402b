import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import { ENDPOINTS } from '@vastra/domain/api';
import { RETURNS_MESSAGES } from '@vastra/domain/returns';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import { reviewPhotos } from '../../db/schema';
import { AppError, tooManyRequests } from '../../errors';
import type { Authenticate } from '../../plugins/authenticate';
import { contractRoutes } from '../../plugins/contract-route';
import type { RateLimiter } from '../../plugins/rate-limit';
import type { Clock } from '../../shared/clock';
import {
  inspectShopperPhoto,
  readShopperPhoto,
  shopperPhotoJpeg,
  type ImageQueue,
  type MediaStorage,
  type PrivateMediaUrls,
} from '../media-storage';
import { reviewPhotoKey } from './review-photos.repository';
import { REVIEW_REFUSALS, type ReviewsService } from './reviews.service';

// A review's photos (docs/decisions/113-review-photos-and-fit.md): uploaded one at a time through the return photos'
// pipeline (media-storage/shopper-photo.ts), each owned by the shopper until their review takes it.

/** What a second upload of the same shopper, while one is in flight, is told to wait (seconds). */
const UPLOAD_BUSY_RETRY_SECONDS = 2;
const upload = ENDPOINTS.uploadReviewPhoto;

export interface ReviewPhotoDeps {
  db: Db;
  clock: Clock;
  authenticate: Authenticate;
  rateLimiter: RateLimiter;
  storage: MediaStorage;
  imageQueue: ImageQueue;
  /** Signs the link the form shows a photo through before its review is sent. */
  privateMedia: Pick<PrivateMediaUrls, 'url'>;
}

/**
 * POST /api/reviews/{productId}/photos: one photo per call, for a product the shopper may review (delivered, not
 * reviewed yet), checked, re-encoded (EXIF and GPS removed) and stored, owned by the shopper until a review takes it.
 */
export function reviewPhotoRoutes(deps: ReviewPhotoDeps, service: ReviewsService): FastifyPluginAsync {
  const inFlight = new Set<string>();
  return async (app) => {
    await app.register(multipart, {
      limits: { fileSize: upload.multipart.maxFileBytes, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
      throwFileSizeLimit: true,
    });
    const route = contractRoutes(app, { authenticate: deps.authenticate });
    route(upload, async ({ params, user, request }) => {
      if (inFlight.has(user.id)) throw tooManyRequests(RETURNS_MESSAGES.photoUploading, UPLOAD_BUSY_RETRY_SECONDS);
      inFlight.add(user.id);
      try {
        await deps.rateLimiter.consume([
          {
            bucket: `review-photo:user:${user.id}:1h`,
            limit: 30,
            windowSeconds: 3600,
            message: RETURNS_MESSAGES.tooManyUploads,
          },
        ]);
        if (!(await service.isEligible(user, params.productId))) {
          throw new AppError('forbidden', REVIEW_REFUSALS.notEligible);
        }
        const source = await readShopperPhoto(request.parts());
        await inspectShopperPhoto(source);
        const jpeg = await deps.imageQueue.run(() => shopperPhotoJpeg(source));
        const id = randomUUID();
        const key = reviewPhotoKey(id);
        await deps.storage.put(key, jpeg, 'image/jpeg');
        await deps.db.insert(reviewPhotos).values({
          id,
          userId: user.id,
          productId: params.productId.toLowerCase(),
          storageKey: key,
          createdAt: deps.clock.now(),
        });
        return { _id: id, url: deps.privateMedia.url(key) };
      } finally {
        inFlight.delete(user.id);
      }
    });
  };
}
