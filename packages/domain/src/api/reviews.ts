import { z } from 'zod';
import { ReviewComment, ReviewRating } from '../reviews';
import { Id, IsoDateTime } from './common';

/** Reviewer name the server sends when a review's user has none (docs/rules/reviews.md#data). */
export const ANONYMOUS_REVIEWER = 'Anonymous';

/** A product review (docs/rules/reviews.md#data). */
export const Review = z.object({
  _id: Id,
  user: z.object({ name: z.string() }),
  rating: z.number().int().min(1).max(5),
  comment: z.string(),
  createdAt: IsoDateTime,
  /** The shop's reply, shown under the review, or null. */
  reply: z.object({ text: z.string(), createdAt: IsoDateTime }).nullable().optional(),
});
export type Review = z.infer<typeof Review>;

/** GET /api/reviews/{productId} answer, newest first (docs/rules/api.md#endpoints). */
export const ReviewListResponse = z.array(Review);
export type ReviewListResponse = z.infer<typeof ReviewListResponse>;

/** Path parameter `{productId}` of the review calls (docs/rules/api.md#endpoints). */
export const ProductIdParams = z.strictObject({ productId: Id });
export type ProductIdParams = z.infer<typeof ProductIdParams>;

/** GET /api/reviews/check-eligibility/{productId} answer: true after delivery (docs/rules/reviews.md#behaviour). */
export const ReviewEligibilityResponse = z.object({ eligible: z.boolean() });
export type ReviewEligibilityResponse = z.infer<typeof ReviewEligibilityResponse>;

/** POST /api/reviews/{productId} body, with the docs/rules/reviews.md#validation texts. */
export const CreateReviewBody = z.strictObject({ rating: ReviewRating, comment: ReviewComment });
export type CreateReviewBody = z.infer<typeof CreateReviewBody>;

/** POST /api/reviews/{productId} answer (docs/rules/api.md#endpoints). */
export const CreateReviewResponse = z.object({ review: Review });
export type CreateReviewResponse = z.infer<typeof CreateReviewResponse>;
