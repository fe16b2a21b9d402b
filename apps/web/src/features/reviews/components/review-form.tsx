import {
  DEFAULT_REVIEW_RATING,
  MESSAGES,
  REVIEW_RATING_CHOICES,
  ReviewForm as ReviewFormSchema,
  firstIssueMessage,
} from '@vastra/domain/forms';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { REVIEW_FORM_ID } from '../../../config/paths';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session/session-context';
import { useCreateReview } from '../api/create-review';

/**
 * docs/rules/catalogue.md#product-detail, docs/rules/reviews.md#validation: rating 5 to 1 (default 5) and a comment of
 * at least 5 characters; the server's message or 'Failed to submit review' on failure.
 */
export function ReviewForm({
  productId,
  onSubmitted,
  takeFocus = false,
}: {
  productId: string;
  onSubmitted: () => void;
  /** Scroll the form into view and focus it once it appears ('Write a review' on a delivered order). */
  takeFocus?: boolean;
}) {
  const { token } = useSession();
  const createReview = useCreateReview(productId);
  const [rating, setRating] = useState<number>(DEFAULT_REVIEW_RATING);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const ratingId = useId();
  const commentId = useId();
  const errorId = useId();
  const formRef = useRef<HTMLFormElement>(null);

  // The form appears late (after the page's first paint and the eligibility check): it takes the
  // shopper there itself, once. Focus on the form announces it; Tab goes on to the rating.
  useEffect(() => {
    if (!takeFocus) return;
    formRef.current?.scrollIntoView({ block: 'start' });
    formRef.current?.focus({ preventScroll: true });
    // Only when it first appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (createReview.isPending) return;
    const parsed = ReviewFormSchema.safeParse({ rating, comment });
    if (!parsed.success) return setError(firstIssueMessage(parsed.error, MESSAGES.reviewTooShort));
    if (!token) return setError(MESSAGES.reviewLoginRequired);
    setError(null);
    createReview.mutate(
      { token, body: parsed.data },
      {
        onSuccess: () => {
          setComment('');
          setRating(DEFAULT_REVIEW_RATING);
          onSubmitted();
        },
        onError: (cause) => setError(serverMessage(cause) ?? MESSAGES.reviewFailed),
      },
    );
  }

  return (
    <form
      ref={formRef}
      id={REVIEW_FORM_ID}
      tabIndex={-1}
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={`${ratingId}-title`}
      className={
        'scroll-mt-24 space-y-4 rounded-[var(--radius-card)] bg-sand/60 p-5 ' +
        'outline-none focus-visible:ring-2 focus-visible:ring-accent ' +
        'sm:scroll-mt-28 sm:p-6'
      }
    >
      <h3 id={`${ratingId}-title`} className="font-display text-xl text-ink">
        Write a review
      </h3>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={ratingId} className="text-sm font-medium text-ink">
          Rating
        </label>
        <select
          id={ratingId}
          value={rating}
          onChange={(event) => setRating(Number(event.target.value))}
          className="min-h-11 w-40 rounded-xl border border-line bg-paper px-3 text-sm"
        >
          {REVIEW_RATING_CHOICES.map((choice) => (
            <option key={choice} value={choice}>
              {choice} {choice === 1 ? 'star' : 'stars'}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={commentId} className="text-sm font-medium text-ink">
          Your review
        </label>
        <textarea
          id={commentId}
          rows={4}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
          aria-invalid={error !== null || undefined}
          aria-describedby={error ? errorId : undefined}
          placeholder="How was the fit, fabric and colour?"
          className="rounded-xl border border-line bg-paper px-3 py-2.5 text-sm placeholder:text-muted/80"
        />
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
      <Button type="submit" loading={createReview.isPending}>
        Submit Review
      </Button>
    </form>
  );
}

/**
 * The server's own text of a refused request (docs/rules/reviews.md#messages: preferred over the fallback), else null.
 */
function serverMessage(cause: unknown): string | null {
  if (!(cause instanceof ApiError) || cause.status < 400) return null;
  const body = cause.body;
  const message = typeof body === 'object' && body !== null && 'message' in body ? body.message : undefined;
  return typeof message === 'string' && message.trim() !== '' ? message : null;
}
