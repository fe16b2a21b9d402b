export { REVIEWS_MESSAGES } from './messages';
export {
  ReviewForm,
  ReviewRating,
  ReviewComment,
  REVIEW_RATING_CHOICES,
  DEFAULT_REVIEW_RATING,
  REVIEW_COMMENT_MIN,
  REVIEW_COMMENT_MAX,
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
