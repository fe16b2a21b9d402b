import { z } from 'zod';
import { REVIEWS_MESSAGES } from './messages';
import { REVIEW_FITS } from './fit';

/** Rating choices in the order the form offers them (docs/rules/reviews.md#validation: 5 to 1). */
export const REVIEW_RATING_CHOICES = [5, 4, 3, 2, 1] as const;

/** The preselected rating (docs/rules/reviews.md#validation). */
export const DEFAULT_REVIEW_RATING = 5;

/** Fewest characters of a trimmed review comment (docs/rules/reviews.md#validation). */
export const REVIEW_COMMENT_MIN = 5;

/** Most characters of a review comment (ours). */
export const REVIEW_COMMENT_MAX = 2_000;

/** A star rating: a whole number from 1 to 5. */
export const ReviewRating = z
  .number({ error: REVIEWS_MESSAGES.invalidRating })
  .int({ error: REVIEWS_MESSAGES.invalidRating })
  .min(1, { error: REVIEWS_MESSAGES.invalidRating })
  .max(5, { error: REVIEWS_MESSAGES.invalidRating });

/** A review comment, trimmed, at least 5 characters (docs/rules/reviews.md#validation). */
export const ReviewComment = z
  .string({ error: REVIEWS_MESSAGES.reviewTooShort })
  .trim()
  .min(REVIEW_COMMENT_MIN, { error: REVIEWS_MESSAGES.reviewTooShort })
  .max(REVIEW_COMMENT_MAX, { error: REVIEWS_MESSAGES.reviewTooLong });

/** The review form on the product page (docs/rules/catalogue.md#product-detail, docs/rules/reviews.md#validation). */
export const ReviewForm = z.object({
  rating: ReviewRating.default(DEFAULT_REVIEW_RATING),
  comment: ReviewComment,
});
export type ReviewForm = z.infer<typeof ReviewForm>;

/**
 * Optional on a review: one of REVIEW_FITS (./fit.ts, which stays free of zod: the product page's fit line reads it
 * without loading the contract).
 */
export const ReviewFitValue = z.enum(REVIEW_FITS, { error: 'Please choose how it fit: small, true or large.' });
