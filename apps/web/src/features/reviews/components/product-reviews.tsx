import { REVIEWS_MESSAGES } from '@vastra/domain/reviews';
import { Suspense, useState } from 'react';
import { Skeleton } from '../../../components/ui/skeleton';
import { useI18n } from '../../../lib/i18n';
import { useReviewEligibility } from '../api/check-review-eligibility';
import { useReviewSummary } from '../api/get-review-summary';
import { useReviews } from '../api/get-reviews';
import { RatingSummary } from './rating-summary';
import { ReviewList } from './review-list';
import { reviewsText } from '../utils/reviews-text';
import { Alert } from '../../../components/ui/alert';
import { lazyPart } from '../../../lib/lazy-part';

// The form (react-hook-form, photo uploads, the whole contract for its call) loads only for a shopper who may review.
const ReviewForm = lazyPart(() => import('./review-form').then((module) => module.ReviewForm));

/**
 * docs/rules/catalogue.md#product-detail: the rating summary (GET /api/reviews/{productId}/summary), the customer
 * reviews and, only when the server says eligible, the review form — scrolled to and focused when `focusForm` (the
 * shopper came to write one). A summary that fails to load is left out; the list says its own failure.
 */
export function ProductReviews({ productId, focusForm = false }: { productId: string; focusForm?: boolean }) {
  const { t, tm } = useI18n();
  const reviews = useReviews(productId);
  const summary = useReviewSummary(productId);
  const eligible = useReviewEligibility(productId);
  const [submitted, setSubmitted] = useState(false);
  const list = reviews.data ?? [];

  return (
    <section aria-labelledby="customer-reviews" className="grid gap-8 lg:grid-cols-[18rem_1fr] lg:gap-14">
      <div className="space-y-3">
        <h2 id="customer-reviews" className="font-display text-2xl text-ink sm:text-3xl">
          {t('Customer Reviews')}
        </h2>
        {summary.isPending ? (
          <Skeleton className="h-32 w-full" />
        ) : summary.data ? (
          <RatingSummary summary={summary.data} />
        ) : null}
      </div>
      <div className="space-y-6">
        {submitted && <Alert tone="success">{reviewsText(tm, REVIEWS_MESSAGES.reviewSubmitted)}</Alert>}
        {eligible && (
          <Suspense fallback={null}>
            <ReviewForm productId={productId} onSubmitted={() => setSubmitted(true)} takeFocus={focusForm} />
          </Suspense>
        )}
        {reviews.isPending ? (
          <div className="space-y-3" aria-hidden="true">
            <Skeleton className="h-5 w-40" />
            <Skeleton className="h-16 w-full" />
          </div>
        ) : reviews.isError ? (
          <p className="text-sm text-muted">{t('Reviews could not be loaded right now.')}</p>
        ) : list.length === 0 ? (
          <p className="text-sm text-muted">
            {t('No reviews yet. Reviews come from shoppers whose order has been delivered.')}
          </p>
        ) : (
          <ReviewList reviews={list} />
        )}
      </div>
    </section>
  );
}
