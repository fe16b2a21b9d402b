import { ENDPOINTS } from '@vastra/domain/api';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import { reviewPhotos } from '../../db/schema';
import { AppError } from '../../errors';
import type { Authenticate } from '../../plugins/authenticate';
import { contractRoutes } from '../../plugins/contract-route';
import type { Clock } from '../../shared/clock';
import { acceptOnePhoto, createShopperPhotoUploader, type ShopperPhotoUploadDeps } from '../media-storage';
import { reviewPhotoKey } from './review-photos.repository';
import { REVIEW_REFUSALS, type ReviewsService } from './reviews.service';

// A review's photos (docs/decisions/113-review-photos-and-fit.md): uploaded one at a time through the return photos'
// pipeline (media-storage/shopper-photo-upload.ts), each owned by the shopper until their review takes it.

const upload = ENDPOINTS.uploadReviewPhoto;

export interface ReviewPhotoDeps extends ShopperPhotoUploadDeps {
  db: Db;
  clock: Clock;
  authenticate: Authenticate;
}

/**
 * POST /api/reviews/{productId}/photos: one photo per call, for a product the shopper may review (delivered, not
 * reviewed yet), checked, re-encoded (EXIF and GPS removed) and stored, owned by the shopper until a review takes it.
 */
export function reviewPhotoRoutes(deps: ReviewPhotoDeps, service: ReviewsService): FastifyPluginAsync {
  const uploadPhoto = createShopperPhotoUploader(deps, 'review-photo');
  return async (app) => {
    await acceptOnePhoto(app, upload.multipart.maxFileBytes);
    const route = contractRoutes(app, { authenticate: deps.authenticate });
    route(upload, ({ params, user, request }) =>
      uploadPhoto(user.id, request, {
        check: async () => {
          if (!(await service.isEligible(user, params.productId))) {
            throw new AppError('forbidden', REVIEW_REFUSALS.notEligible);
          }
        },
        keyOf: reviewPhotoKey,
        save: async (id, key) => {
          await deps.db.insert(reviewPhotos).values({
            id,
            userId: user.id,
            productId: params.productId.toLowerCase(),
            storageKey: key,
            createdAt: deps.clock.now(),
          });
        },
      }),
    );
  };
}
