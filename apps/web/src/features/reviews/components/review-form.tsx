import { firstIssueMessage } from '@vastra/domain/forms';
import {
  DEFAULT_REVIEW_RATING,
  REVIEWS_MESSAGES,
  REVIEW_RATING_CHOICES,
  ReviewForm as ReviewFormSchema,
} from '@vastra/domain/reviews';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { REVIEW_FORM_ID } from '../../../config/paths';
import { Button } from '../../../components/ui/button';
import { SelectField, TextAreaField } from '../../../components/ui/field';
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
  const titleId = useId();
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
    if (!parsed.success) return setError(firstIssueMessage(parsed.error, REVIEWS_MESSAGES.reviewTooShort));
    if (!token) return setError(REVIEWS_MESSAGES.reviewLoginRequired);
    setError(null);
    createReview.mutate(
      { token, body: parsed.data },
      {
        onSuccess: () => {
          setComment('');
          setRating(DEFAULT_REVIEW_RATING);
          onSubmitted();
        },
        onError: (cause) => setError(serverMessage(cause) ?? REVIEWS_MESSAGES.reviewFailed),
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
      aria-labelledby={titleId}
      className={
        'scroll-mt-24 space-y-4 rounded-[var(--radius-card)] bg-sand/60 p-5 ' +
        'outline-none focus-visible:ring-2 focus-visible:ring-accent ' +
        'sm:scroll-mt-28 sm:p-6'
      }
    >
      <h3 id={titleId} className="font-display text-xl text-ink">
        Write a review
      </h3>
      <SelectField
        label="Rating"
        value={rating}
        onChange={(event) => setRating(Number(event.target.value))}
        className="w-40"
      >
        {REVIEW_RATING_CHOICES.map((choice) => (
          <option key={choice} value={choice}>
            {choice} {choice === 1 ? 'star' : 'stars'}
          </option>
        ))}
      </SelectField>
      {/* Any refusal (too short, logged out, or the server's own text) is shown under the comment. */}
      <TextAreaField
        label="Your review"
        rows={4}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
        error={error}
        placeholder="How was the fit, fabric and colour?"
      />
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
