import type { Review } from '@vastra/domain/api';
import { REVIEWS_MESSAGES } from '@vastra/domain/reviews';
import { readTimestamp } from '@vastra/domain/time';
import { useI18n, type Translator } from '../../../lib/i18n';
import { fitLabel, reviewsText } from '../utils/reviews-text';
import { ReviewStars } from './review-stars';

/** A review's day in IST ('14 Mar 2026', as formatDateIN has it), in the shopper's language. */
function reviewDate(formatDate: Translator['formatDate'], value: string): string | null {
  const date = readTimestamp(value);
  return date === null ? null : formatDate(date, { dateStyle: 'medium' });
}

/**
 * docs/rules/catalogue.md#product-detail: each review's name (or 'Anonymous'), stars, comment and en-IN date; how it
 * fit and its photos (thumbnails, each a link to the larger photo: docs/decisions/113-review-photos-and-fit.md); under
 * it the shop's reply, when there is one.
 */
export function ReviewList({ reviews }: { reviews: readonly Review[] }) {
  const { t, tm, formatDate } = useI18n();
  return (
    <ul className="divide-y divide-line">
      {reviews.map((review) => {
        // The domain's ANONYMOUS_REVIEWER, in the shopper's language.
        const name = review.user.name.trim() || t('Anonymous');
        return (
          <li key={review._id} className="flex gap-4 py-5">
            <span
              aria-hidden="true"
              className="grid size-10 shrink-0 place-items-center rounded-full bg-sand font-display text-lg text-ink"
            >
              {name.charAt(0).toUpperCase()}
            </span>
            <div className="min-w-0 flex-1 space-y-1.5">
              <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
                <p className="font-medium text-ink">{name}</p>
                <time dateTime={review.createdAt} className="text-xs text-muted">
                  {reviewDate(formatDate, review.createdAt)}
                </time>
              </div>
              <ReviewStars rating={review.rating} />
              {review.fit ? (
                <p className="text-sm text-muted">
                  {t('Fit:')} <span className="font-medium text-ink">{fitLabel(tm, review.fit)}</span>
                </p>
              ) : null}
              <p className="leading-relaxed break-words whitespace-pre-line text-ink/85">{review.comment}</p>
              {review.photos && review.photos.length > 0 ? <ReviewPhotos name={name} photos={review.photos} /> : null}
              {review.reply ? (
                <div className="mt-3 rounded-xl border-l-4 border-accent bg-sand/60 px-4 py-3 text-sm">
                  <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
                    <p className="font-semibold text-ink">{reviewsText(tm, REVIEWS_MESSAGES.shopReply)}</p>
                    <time dateTime={review.reply.createdAt} className="text-xs text-muted">
                      {reviewDate(formatDate, review.reply.createdAt)}
                    </time>
                  </div>
                  <p className="mt-1 leading-relaxed break-words whitespace-pre-line text-ink/85">
                    {review.reply.text}
                  </p>
                </div>
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** A review's photos as thumbnails, each opening the larger photo in a new tab. */
function ReviewPhotos({ name, photos }: { name: string; photos: NonNullable<Review['photos']> }) {
  const { tm } = useI18n();
  return (
    <ul className="flex flex-wrap gap-2 pt-1">
      {photos.map((photo, index) => (
        <li key={photo._id}>
          <a
            href={photo.url}
            target="_blank"
            rel="noopener"
            aria-label={reviewsText(tm, REVIEWS_MESSAGES.reviewPhotoOpen, { n: index + 1, name })}
            className={
              'block size-20 overflow-hidden rounded-lg bg-sand ' +
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent'
            }
          >
            <img
              src={photo.url}
              alt={reviewsText(tm, REVIEWS_MESSAGES.reviewPhoto, { n: index + 1, name })}
              loading="lazy"
              width={80}
              height={80}
              className="size-full object-cover"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}
