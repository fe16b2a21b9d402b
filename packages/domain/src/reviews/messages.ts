/** The texts of the product page's review form, word for word. */
export const REVIEWS_MESSAGES = {
  // Review (word for word)
  reviewTooShort: 'Please write a short review (at least 5 characters).',
  reviewLoginRequired: 'Please login to submit a review.',
  // ours: review bounds
  invalidRating: 'Please choose a rating from 1 to 5.',
  reviewTooLong: 'Please keep your review to at most 2000 characters.',
  // Orders and reviews (word for word)
  reviewFailed: 'Failed to submit review',
  reviewSubmitted: 'Thanks! Your review was submitted.',
  // ours: the shop's reply under a review
  shopReply: 'Reply from Vastra',
} as const;
