import type { RatingDistribution } from '@vastra/domain/reviews';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products, reviews } from '../../db/schema';
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
}

export interface NewReview {
  productId: string;
  userId: string;
  userName: string | null;
  rating: number;
  comment: string;
}

const columns = {
  id: reviews.id,
  userName: reviews.userName,
  rating: reviews.rating,
  comment: reviews.comment,
  createdAt: reviews.createdAt,
  reply: reviews.reply,
  repliedAt: reviews.repliedAt,
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

    /** Inserts the review, or returns null when this user already reviewed the product (unique key). */
    async insert(review: NewReview): Promise<ReviewRow | null> {
      const [row] = await db.insert(reviews).values(review).onConflictDoNothing().returning(columns);
      return row ?? null;
    },
  };
}

export type ReviewsRepository = ReturnType<typeof createReviewsRepository>;
