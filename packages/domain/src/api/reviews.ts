import { z } from 'zod';
import { RETURNS_MESSAGES } from '../returns';
import { REVIEW_PHOTOS_MAX, ReviewComment, ReviewFitValue, ReviewRating } from '../reviews';
import { Id, IsoDateTime } from './common';

/** Reviewer name the server sends when a review's user has none (docs/rules/reviews.md#data). */
export const ANONYMOUS_REVIEWER = 'Anonymous';

/** A photo under a review: its id and where it is shown (docs/decisions/113-review-photos-and-fit.md). */
export const ReviewPhoto = z.object({ _id: Id, url: z.string() });
export type ReviewPhoto = z.infer<typeof ReviewPhoto>;

/** A review's photo ids: at most REVIEW_PHOTOS_MAX, each uploaded first (POST /api/reviews/{productId}/photos). */
export const ReviewPhotoIds = z.array(Id).max(REVIEW_PHOTOS_MAX, { error: RETURNS_MESSAGES.tooManyPhotos });

/** A product review (docs/rules/reviews.md#data; fit and photos: docs/decisions/113-review-photos-and-fit.md). */
export const Review = z.object({
  _id: Id,
  user: z.object({ name: z.string() }),
  rating: z.number().int().min(1).max(5),
  comment: z.string(),
  createdAt: IsoDateTime,
  /** The shop's reply, shown under the review, or null. */
  reply: z.object({ text: z.string(), createdAt: IsoDateTime }).nullable().optional(),
  /** How it fit, when the shopper said. */
  fit: ReviewFitValue.nullable().optional(),
  /** Its photos, in the order they were added (none: empty or absent). */
  photos: z.array(ReviewPhoto).optional(),
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
export const CreateReviewBody = z.strictObject({
  rating: ReviewRating,
  comment: ReviewComment,
  /** Optional: small, true or large (docs/decisions/113-review-photos-and-fit.md). */
  fit: ReviewFitValue.optional(),
  /** Optional: the shopper's photos uploaded for this product and not on a review yet. */
  photoIds: ReviewPhotoIds.optional(),
});
export type CreateReviewBody = z.infer<typeof CreateReviewBody>;

/** POST /api/reviews/{productId} answer (docs/rules/api.md#endpoints). */
export const CreateReviewResponse = z.object({ review: Review });
export type CreateReviewResponse = z.infer<typeof CreateReviewResponse>;

/**
 * POST /api/reviews/{productId}/photos answer: the stored photo's id, to send in the review's `photoIds`, and a
 * short-lived signed URL the form shows it through (nobody else sees it before the review is sent).
 */
export const ReviewPhotoUploadResponse = ReviewPhoto;
export type ReviewPhotoUploadResponse = z.infer<typeof ReviewPhotoUploadResponse>;
