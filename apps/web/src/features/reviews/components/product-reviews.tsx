import { REVIEWS_MESSAGES } from '@vastra/domain/reviews';
import { useState } from 'react';
import { Skeleton } from '../../../components/ui/skeleton';
import { useReviewEligibility } from '../api/check-review-eligibility';
import { useReviews } from '../api/get-reviews';
import { ReviewForm } from './review-form';
import { ReviewList } from './review-list';
import { ReviewStars } from './review-stars';

/**
 * docs/rules/catalogue.md#product-detail: the customer reviews and, only when the server says eligible, the review
 * form — scrolled to and focused when `focusForm` (the shopper came to write one).
 */
export function ProductReviews({ productId, focusForm = false }: { productId: string; focusForm?: boolean }) {
  const reviews = useReviews(productId);
  const eligible = useReviewEligibility(productId);
  const [submitted, setSubmitted] = useState(false);
  const list = reviews.data ?? [];
  const average = list.length ? list.reduce((sum, review) => sum + review.rating, 0) / list.length : 0;

  return (
    <section aria-labelledby="customer-reviews" className="grid gap-8 lg:grid-cols-[18rem_1fr] lg:gap-14">
      <div className="space-y-3">
        <h2 id="customer-reviews" className="font-display text-2xl text-ink sm:text-3xl">
          Customer Reviews
        </h2>
        {list.length > 0 && (
          <div className="flex items-center gap-3">
            <span className="font-display text-4xl text-ink">{average.toFixed(1)}</span>
            <div className="space-y-1">
              <ReviewStars rating={Math.round(average * 10) / 10} />
              <p className="text-xs text-muted">
                {list.length} {list.length === 1 ? 'review' : 'reviews'}
              </p>
            </div>
          </div>
        )}
      </div>
      <div className="space-y-6">
        {submitted && (
          <p role="status" className="rounded-xl bg-success/10 px-4 py-3 text-sm font-medium text-success">
            {REVIEWS_MESSAGES.reviewSubmitted}
          </p>
        )}
        {eligible && <ReviewForm productId={productId} onSubmitted={() => setSubmitted(true)} takeFocus={focusForm} />}
        {reviews.isPending ? (
          <div className="space-y-3" aria-hidden="true">
            <Skeleton className="h-5 w-40" />
            <Skeleton className="h-16 w-full" />
          </div>
        ) : reviews.isError ? (
          <p className="text-sm text-muted">Reviews could not be loaded right now.</p>
        ) : list.length === 0 ? (
          <p className="text-sm text-muted">
            No reviews yet. Reviews come from shoppers whose order has been delivered.
          </p>
        ) : (
          <ReviewList reviews={list} />
        )}
      </div>
    </section>
  );
}
