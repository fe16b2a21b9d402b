/** Most photos on one review (docs/decisions/113-review-photos-and-fit.md). */
export const REVIEW_PHOTOS_MAX = 3;

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
  // ours: the server's refusals of a review, shown in the shopper's language
  alreadyReviewed: 'You have already reviewed this product.',
  notEligible: 'You can review this product after it is delivered to you.',
  // ours: fit and photos (docs/decisions/113-review-photos-and-fit.md)
  fitLegend: 'How did it fit? (optional)',
  photoUploading: 'Please wait: your photo is still uploading.',
  reviewPhoto: 'Photo {n} of {name}’s review',
  reviewPhotoOpen: 'Open photo {n} of {name}’s review',
} as const;
