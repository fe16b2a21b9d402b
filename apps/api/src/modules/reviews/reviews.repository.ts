import type { FitCounts, RatingDistribution, ReviewFit } from '@vastra/domain/reviews';
import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products, reviewPhotos, reviews } from '../../db/schema';
import { isUuid } from '../../shared/uuid';

/** Product ids are UUIDs in storage; any other text names no product (and would make PostgreSQL throw). */

export interface ReviewRow {
  id: string;
  userName: string | null;
  rating: number;
  comment: string;
  createdAt: Date;
  /** The shop's reply (null when none) and when it was written. */
  reply: string | null;
  repliedAt: Date | null;
  fit: string | null;
}

export interface NewReview {
  productId: string;
  userId: string;
  userName: string | null;
  rating: number;
  comment: string;
  fit: ReviewFit | null;
}

const columns = {
  id: reviews.id,
  userName: reviews.userName,
  rating: reviews.rating,
  comment: reviews.comment,
  createdAt: reviews.createdAt,
  reply: reviews.reply,
  repliedAt: reviews.repliedAt,
  fit: reviews.fit,
};

/** Drizzle queries for reviews; no rules here. */
export function createReviewsRepository(db: Db) {
  return {
    async productExists(productId: string): Promise<boolean> {
      if (!isUuid(productId)) return false;
      const [row] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId)).limit(1);
      return row !== undefined;
    },

    /**
     * How many shown (not hidden) reviews gave each number of stars, or null when there is no such product (of
     * any status: an archived product keeps its reviews): one statement.
     */
    async shownRatings(productId: string): Promise<Partial<RatingDistribution> | null> {
      if (!isUuid(productId)) return null;
      const rows = await db
        .select({ rating: reviews.rating, count: sql<number>`count(${reviews.id})::int` })
        .from(products)
        .leftJoin(reviews, and(eq(reviews.productId, products.id), isNull(reviews.hiddenAt)))
        .where(eq(products.id, productId))
        .groupBy(reviews.rating);
      if (rows.length === 0) return null;
      const counts: Partial<RatingDistribution> = {};
      for (const { rating, count } of rows) {
        if (rating !== null) counts[String(rating) as keyof RatingDistribution] = count;
      }
      return counts;
    },

    /**
     * Newest first; the id breaks ties between reviews written in the same instant. Reviews the shop hid are left
     * out. The storefront reads them through the reviews cache (reviews-cache.ts), dropped after every write.
     */
    listByProduct(productId: string, limit: number): Promise<ReviewRow[]> {
      return db
        .select(columns)
        .from(reviews)
        .where(and(eq(reviews.productId, productId), isNull(reviews.hiddenAt)))
        .orderBy(desc(reviews.createdAt), desc(reviews.id))
        .limit(limit);
    },

    async hasReviewed(userId: string, productId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: reviews.id })
        .from(reviews)
        .where(and(eq(reviews.productId, productId), eq(reviews.userId, userId)))
        .limit(1);
      return row !== undefined;
    },

    /** How many shown reviews said each fit (docs/decisions/113-review-photos-and-fit.md): one statement. */
    async shownFits(productId: string): Promise<FitCounts> {
      const rows = await db
        .select({ fit: reviews.fit, count: sql<number>`count(*)::int` })
        .from(reviews)
        .where(and(eq(reviews.productId, productId), isNull(reviews.hiddenAt), isNotNull(reviews.fit)))
        .groupBy(reviews.fit);
      const counts: FitCounts = { small: 0, true: 0, large: 0 };
      for (const { fit, count } of rows) if (fit && fit in counts) counts[fit as ReviewFit] = count;
      return counts;
    },

    /**
     * Inserts the review and attaches its photos (in the given order) in one transaction; null when this user already
     * reviewed the product (unique key); 'photo-unknown', with nothing written, when a photo is not this shopper's
     * unattached upload for this product.
     */
    async insert(review: NewReview, photoIds: readonly string[] = []): Promise<ReviewRow | null | 'photo-unknown'> {
      return db
        .transaction(async (tx) => {
          const [row] = await tx.insert(reviews).values(review).onConflictDoNothing().returning(columns);
          if (!row) return null;
          for (const [position, id] of photoIds.entries()) {
            const [attached] = await tx
              .update(reviewPhotos)
              .set({ reviewId: row.id, position })
              .where(
                and(
                  eq(reviewPhotos.id, id),
                  eq(reviewPhotos.userId, review.userId),
                  eq(reviewPhotos.productId, review.productId),
                  isNull(reviewPhotos.reviewId),
                ),
              )
              .returning({ id: reviewPhotos.id });
            // Thrown to roll the review back with it.
            if (!attached) throw new PhotoUnknown();
          }
          return row;
        })
        .catch((error: unknown) => {
          if (error instanceof PhotoUnknown) return 'photo-unknown' as const;
          throw error;
        });
    },
  };
}

export type ReviewsRepository = ReturnType<typeof createReviewsRepository>;

class PhotoUnknown extends Error {}
