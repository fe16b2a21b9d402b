export { REVIEWS_MESSAGES } from './messages';
export {
  ReviewForm,
  ReviewRating,
  ReviewComment,
  REVIEW_RATING_CHOICES,
  DEFAULT_REVIEW_RATING,
  REVIEW_COMMENT_MIN,
  REVIEW_COMMENT_MAX,
  ReviewFitValue,
} from './review-form';
export {
  RATING_STARS,
  averageRating,
  summarizeRatings,
  type Rating,
  type RatingDistribution,
  type RatingStar,
  type RatingSummary,
} from './rating-summary';
export {
  FIT_SUMMARY_MIN_VOTES,
  REVIEW_FITS,
  REVIEW_FIT_LABELS,
  fitSummary,
  type FitCounts,
  type ReviewFit,
} from './fit';
export { REVIEW_PHOTOS_MAX } from './messages';
