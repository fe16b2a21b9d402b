import { ANONYMOUS_REVIEWER, type CreateReviewBody, type Review } from '@vastra/domain/api';
import { CATALOG_MESSAGES } from '@vastra/domain/catalog';
import { RETURNS_MESSAGES } from '@vastra/domain/returns';
import { REVIEWS_MESSAGES, summarizeRatings, type ReviewFit } from '@vastra/domain/reviews';
import { AppError } from '../../errors';
import type { AuthUser } from '../../plugins/authenticate';
import type { Db } from '../../db/client';
import { createEntity } from '../../shared/http-entity';
import { isUuid } from '../../shared/uuid';
import type { ReviewCatalog } from './review-catalog.port';
import type { ReviewEligibility } from './review-eligibility.port';
import { photosOfReviews, reviewPhotoUrl } from './review-photos.repository';
import { createReviewsCache, type ReviewsCacheOptions, type ReviewsEntry } from './reviews-cache';
import type { ReviewRow, ReviewsRepository } from './reviews.repository';

const JSON_TYPE = 'application/json; charset=utf-8';

/** Most reviews one list answer carries, newest first (ours: a product page shows no more). */
export const REVIEWS_LIST_MAX = 100;

/** Refusal texts of POST /api/reviews/{productId} (ours: the spec shows the server's message as is). */
/** The refusals of a review (the domain's words, so the storefront can say them in the shopper's language). */
export const REVIEW_REFUSALS = {
  alreadyReviewed: REVIEWS_MESSAGES.alreadyReviewed,
  notEligible: REVIEWS_MESSAGES.notEligible,
} as const;

export interface ReviewsService {
  /** The product's prepared list and summary (from the cache), or null for an unknown or malformed id. */
  reviews(productId: string): Promise<ReviewsEntry | null>;
  isEligible(user: AuthUser, productId: string): Promise<boolean>;
  create(user: AuthUser, productId: string, input: CreateReviewBody): Promise<Review>;
}

/** A stored review as the API shows it (docs/rules/reviews.md#data: 'Anonymous' when the user has no name). */
export function toReview(row: ReviewRow, photos: Review['photos'] = []): Review {
  return {
    _id: row.id,
    user: { name: row.userName ?? ANONYMOUS_REVIEWER },
    rating: row.rating,
    comment: row.comment,
    createdAt: row.createdAt.toISOString(),
    reply: row.reply && row.repliedAt ? { text: row.reply, createdAt: row.repliedAt.toISOString() } : null,
    fit: (row.fit as ReviewFit | null) ?? null,
    photos,
  };
}

export function createReviewsService(deps: {
  db: Db;
  repository: ReviewsRepository;
  eligibility: ReviewEligibility;
  catalog: ReviewCatalog;
  cache?: ReviewsCacheOptions;
}): ReviewsService {
  const { repository, eligibility, catalog, db } = deps;

  // A miss costs four statements: the star counts (which also tell whether the product exists), the list, the
  // photos of the listed reviews and the fit votes.
  async function load(productId: string): Promise<ReviewsEntry | null> {
    const counts = await repository.shownRatings(productId);
    if (!counts) return null;
    const rows = await repository.listByProduct(productId, REVIEWS_LIST_MAX);
    const photos = await photosOfReviews(
      db,
      rows.map((row) => row.id),
      (photo) => reviewPhotoUrl(photo.id),
    );
    const fit = await repository.shownFits(productId);
    const [list, summary] = await Promise.all([
      createEntity(JSON.stringify(rows.map((row) => toReview(row, photos.get(row.id) ?? []))), JSON_TYPE),
      createEntity(JSON.stringify({ ...summarizeRatings(counts), fit }), JSON_TYPE),
    ]);
    return { list, summary };
  }
  const cache = createReviewsCache({ epoch: () => catalog.epoch(), load }, deps.cache);

  // Same answer as the catalogue for an unknown or malformed product id (docs/rules/reviews.md#behaviour).
  async function requireProduct(productId: string): Promise<void> {
    if (!(await repository.productExists(productId))) throw new AppError('not-found', CATALOG_MESSAGES.productNotFound);
  }

  // docs/rules/reviews.md#behaviour: delivered to this shopper, and not reviewed by them yet.
  async function eligible(user: AuthUser, productId: string): Promise<boolean> {
    if (await repository.hasReviewed(user.id, productId)) return false;
    return eligibility.hasDeliveredOrderWith(user.id, productId);
  }

  return {
    async reviews(productId) {
      if (!isUuid(productId)) return null;
      return cache.get(productId.toLowerCase());
    },

    async isEligible(user, productId) {
      await requireProduct(productId);
      return eligible(user, productId);
    },

    async create(user, productId, input) {
      await requireProduct(productId);
      if (await repository.hasReviewed(user.id, productId)) {
        throw new AppError('conflict', REVIEW_REFUSALS.alreadyReviewed);
      }
      if (!(await eligibility.hasDeliveredOrderWith(user.id, productId))) {
        throw new AppError('forbidden', REVIEW_REFUSALS.notEligible);
      }
      // The name as it is now: a later rename does not rewrite old reviews. Stored as typed; React escapes.
      // Photo ids as the uploads answered them, each once, in the shopper's order.
      const photoIds = [...new Set((input.photoIds ?? []).map((id) => id.toLowerCase()))];
      const row = await repository.insert(
        {
          productId: productId.toLowerCase(),
          userId: user.id,
          userName: user.fullName.trim() || null,
          rating: input.rating,
          comment: input.comment,
          fit: input.fit ?? null,
        },
        photoIds,
      );
      // A concurrent second submit lost the race on the unique key.
      if (!row) throw new AppError('conflict', REVIEW_REFUSALS.alreadyReviewed);
      // Nothing was written: the form keeps everything, and says which part to do again.
      if (row === 'photo-unknown') {
        throw new AppError('unprocessable', RETURNS_MESSAGES.photoUnknown, { field: 'photoIds' });
      }
      // Committed: the list, the summary and the product's rating change, here at once and elsewhere soon.
      await catalog.changed();
      return toReview(
        row,
        photoIds.map((id) => ({ _id: id, url: reviewPhotoUrl(id) })),
      );
    },
  };
}
