import { ANONYMOUS_REVIEWER, type Review } from '@vastra/domain/api';
import { REVIEWS_MESSAGES } from '@vastra/domain/reviews';
import { formatDateIN } from '@vastra/domain/time';
import { ReviewStars } from './review-stars';

/**
 * docs/rules/catalogue.md#product-detail: each review's name (or 'Anonymous'), stars, comment and en-IN date; under
 * it the shop's reply, when there is one.
 */
export function ReviewList({ reviews }: { reviews: readonly Review[] }) {
  return (
    <ul className="divide-y divide-line">
      {reviews.map((review) => {
        const name = review.user.name.trim() || ANONYMOUS_REVIEWER;
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
                  {formatDateIN(review.createdAt)}
                </time>
              </div>
              <ReviewStars rating={review.rating} />
              <p className="leading-relaxed break-words whitespace-pre-line text-ink/85">{review.comment}</p>
              {review.reply ? (
                <div className="mt-3 rounded-xl border-l-4 border-accent bg-sand/60 px-4 py-3 text-sm">
                  <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
                    <p className="font-semibold text-ink">{REVIEWS_MESSAGES.shopReply}</p>
                    <time dateTime={review.reply.createdAt} className="text-xs text-muted">
                      {formatDateIN(review.reply.createdAt)}
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
