import { zodResolver } from '@hookform/resolvers/zod';
import { ENDPOINTS } from '@vastra/domain/api';
import {
  DEFAULT_REVIEW_RATING,
  REVIEWS_MESSAGES,
  REVIEW_FITS,
  REVIEW_RATING_CHOICES,
  ReviewForm as ReviewFormSchema,
  type ReviewFit,
} from '@vastra/domain/reviews';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { REVIEW_FORM_ID } from '../../../config/paths';
import { Button } from '../../../components/ui/button';
import { SelectField, TextAreaField } from '../../../components/ui/field';
import { PhotoPicker, usePhotoUploads } from '../../../components/ui/photo-picker';
import { uploadPhoto } from '../../../lib/api/upload-photo';
import { serverMessageOf } from '../../../lib/api/server-message';
import { useI18n } from '../../../lib/i18n';
import { firstError, ONE_MESSAGE_AT_A_TIME } from '../../../lib/forms/first-error';
import { useSession } from '../../../lib/session/session-context';
import { useCreateReview } from '../api/create-review';
import { fitLabel, reviewsText } from '../utils/reviews-text';

/**
 * docs/rules/catalogue.md#product-detail, docs/rules/reviews.md#validation: rating 5 to 1 (default 5) and a comment of
 * at least 5 characters; the server's message or 'Failed to submit review' on failure. Optional: how it fit and up to
 * three photos, each uploaded as it is chosen (docs/decisions/113-review-photos-and-fit.md); a refused photo says why
 * beside it and the rest of the form is kept.
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
  const { t, tm } = useI18n();
  const { token } = useSession();
  const createReview = useCreateReview(productId);
  const form = useForm<z.input<typeof ReviewFormSchema>, unknown, z.output<typeof ReviewFormSchema>>({
    resolver: zodResolver(ReviewFormSchema),
    defaultValues: { rating: DEFAULT_REVIEW_RATING, comment: '' },
    ...ONE_MESSAGE_AT_A_TIME,
  });
  // Any refusal (a field's, logged out, or the server's own text) is the one message under the comment.
  const issue = firstError(form.formState.errors)?.message;
  const error = issue === undefined ? null : reviewsText(tm, issue);
  const refuse = (message: string) => form.setError('root.refused', { message });
  const titleId = useId();
  const [fit, setFit] = useState<ReviewFit | null>(null);
  const photos = usePhotoUploads((blob, name, signal) =>
    uploadPhoto(
      ENDPOINTS.uploadReviewPhoto.path.replace(':productId', encodeURIComponent(productId)),
      token,
      blob,
      name,
      signal,
    ),
  );
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

  const onSubmit = form.handleSubmit((body) => {
    if (createReview.isPending) return;
    if (!token) return refuse(REVIEWS_MESSAGES.reviewLoginRequired);
    if (photos.busy) return refuse(REVIEWS_MESSAGES.photoUploading);
    const extra = { ...(fit ? { fit } : {}), ...(photos.ids.length > 0 ? { photoIds: photos.ids } : {}) };
    createReview.mutate(
      { token, body: { ...body, ...extra } },
      {
        onSuccess: () => {
          form.reset({ rating: DEFAULT_REVIEW_RATING, comment: '' });
          setFit(null);
          photos.clear();
          onSubmitted();
        },
        onError: (cause) => refuse(serverMessageOf(cause) ?? REVIEWS_MESSAGES.reviewFailed),
      },
    );
  });

  return (
    <form
      ref={formRef}
      id={REVIEW_FORM_ID}
      tabIndex={-1}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-labelledby={titleId}
      className={
        'scroll-mt-24 space-y-4 rounded-[var(--radius-card)] bg-sand/60 p-5 ' +
        'outline-none focus-visible:ring-2 focus-visible:ring-accent ' +
        'sm:scroll-mt-28 sm:p-6'
      }
    >
      <h3 id={titleId} className="font-display text-xl text-ink">
        {t('Write a review')}
      </h3>
      <SelectField label={t('Rating')} className="w-40" {...form.register('rating', { valueAsNumber: true })}>
        {REVIEW_RATING_CHOICES.map((choice) => (
          <option key={choice} value={choice}>
            {choice === 1 ? t('{n} star', { n: choice }) : t('{n} stars', { n: choice })}
          </option>
        ))}
      </SelectField>
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-ink">{reviewsText(tm, REVIEWS_MESSAGES.fitLegend)}</legend>
        <div className="flex flex-wrap gap-2">
          {REVIEW_FITS.map((value) => (
            <label
              key={value}
              className={
                'inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border px-4 text-sm ' +
                'has-checked:border-ink has-checked:bg-ink has-checked:text-paper ' +
                'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent ' +
                'border-line bg-paper text-ink'
              }
            >
              <input
                type="radio"
                name="fit"
                value={value}
                checked={fit === value}
                onChange={() => setFit(value)}
                onClick={() => fit === value && setFit(null)}
                className="sr-only"
              />
              {fitLabel(tm, value)}
            </label>
          ))}
        </div>
      </fieldset>
      {/* Any refusal (too short, logged out, or the server's own text) is shown under the comment. */}
      <TextAreaField
        label={t('Your review')}
        rows={4}
        error={error}
        {...form.register('comment')}
        placeholder={t('How was the fit, fabric and colour?')}
      />
      <PhotoPicker uploads={photos} />
      <Button type="submit" loading={createReview.isPending}>
        {t('Submit Review')}
      </Button>
    </form>
  );
}
