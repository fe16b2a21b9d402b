import { AFTER_SALE_MESSAGES as M, REVIEW_REPLY_MAX } from '@vastra/domain/after-sale';
import type { AdminReview, UpdateReviewBody } from '@vastra/domain/api';
import { REVIEW_FIT_LABELS } from '@vastra/domain/reviews';
import { formatDateTimeIN } from '@vastra/domain/time';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/field';
import { useToast } from '../../../components/ui/toast';
import { adminPaths } from '../admin-paths';
import { CustomerPageLink } from '../customers/customer-page-link';
import { useUpdateReview } from './reviews-api';

/**
 * One review: stars, product, who and when, the comment, its fit and photos (shown hidden or not), Hide / Show, and
 * the shop's reply with its small form.
 */
export function ReviewCard({ review }: { review: AdminReview }) {
  const toast = useToast();
  const update = useUpdateReview();
  const [editing, setEditing] = useState(false);
  const [reply, setReply] = useState(review.reply ?? '');
  const [busy, setBusy] = useState<'visibility' | 'reply' | 'remove' | null>(null);
  const titleId = useId();

  const send = (body: UpdateReviewBody, done: string, what: typeof busy) => {
    setBusy(what);
    update.mutate(
      { id: review.id, body },
      {
        onSuccess: () => {
          toast.success(done);
          setEditing(false);
        },
        onError: (error) => toast.error(M.reviewUpdateFailed(error.message)),
        onSettled: () => setBusy(null),
      },
    );
  };

  return (
    <article aria-labelledby={titleId} className="min-w-0 rounded-2xl border border-line bg-white p-4 md:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={titleId} className="font-semibold break-words text-ink">
            <Link to={adminPaths.product.getHref(review.productId)} className="hover:underline">
              {review.productTitle}
            </Link>
          </h2>
          <p className="text-sm text-muted">
            {M.reviewBy(review.userName, formatDateTimeIN(review.createdAt) ?? '')}
            <CustomerPageLink customerId={review.userId} />
          </p>
        </div>
        <span role="img" aria-label={M.reviewRated(review.rating)} className="shrink-0 text-lg text-amber-600">
          {'★'.repeat(review.rating)}
          <span className="text-gray-300">{'★'.repeat(5 - review.rating)}</span>
        </span>
      </div>
      <p className="mt-2 leading-relaxed break-words whitespace-pre-line text-ink">{review.comment}</p>
      {review.fit ? <p className="mt-1 text-sm text-muted">Fit: {REVIEW_FIT_LABELS[review.fit]}</p> : null}
      {review.photos.length > 0 ? (
        <ul aria-label="Photos" className="mt-2 flex flex-wrap gap-2">
          {review.photos.map((photo, index) => (
            <li key={photo._id}>
              <a
                href={photo.url}
                target="_blank"
                rel="noopener"
                className={
                  'block size-20 overflow-hidden rounded-lg bg-sand ' +
                  'focus-visible:outline-2 focus-visible:outline-accent'
                }
              >
                <img
                  src={photo.url}
                  alt={`Attachment ${index + 1} of ${review.userName}’s review`}
                  className="size-full object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {review.hiddenAt ? (
        <p className="mt-2">
          <Badge tone="danger">{M.reviewsHidden}</Badge>
          {review.hiddenBy ? (
            <span className="ml-2 text-sm text-muted">{M.reviewHiddenBy(review.hiddenBy)}</span>
          ) : null}
        </p>
      ) : null}

      {review.reply && !editing ? (
        <div className="mt-3 rounded-xl border-l-4 border-accent bg-sand/60 px-3 py-2 text-sm">
          <p className="leading-relaxed break-words whitespace-pre-line text-ink">{review.reply}</p>
          {review.repliedAt ? (
            <p className="mt-1 text-xs text-muted">
              {M.reviewRepliedBy(review.repliedBy ?? '', formatDateTimeIN(review.repliedAt) ?? '')}
            </p>
          ) : null}
        </div>
      ) : null}

      {editing ? (
        <form
          className="mt-3"
          onSubmit={(event: FormEvent) => {
            event.preventDefault();
            send({ reply: reply.trim() || null }, reply.trim() ? M.reviewReplySaved : M.reviewReplyRemoved, 'reply');
          }}
        >
          <TextAreaField
            label={M.reviewReplyLabel}
            value={reply}
            rows={3}
            maxLength={REVIEW_REPLY_MAX}
            onChange={(event) => setReply(event.target.value)}
          />
          <div className="mt-2 flex flex-wrap gap-2">
            <Button type="submit" size="sm" loading={busy === 'reply'}>
              {M.reviewReplySave}
            </Button>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => {
                setEditing(false);
                setReply(review.reply ?? '');
              }}
            >
              {M.reviewReplyCancel}
            </Button>
          </div>
        </form>
      ) : (
        <div className="mt-3 flex flex-wrap gap-2">
          {review.hiddenAt ? (
            <Button
              variant="secondary"
              size="sm"
              loading={busy === 'visibility'}
              onClick={() => send({ hidden: false }, M.reviewShownToast, 'visibility')}
            >
              {M.reviewShow}
            </Button>
          ) : (
            <Button
              variant="secondary"
              size="sm"
              loading={busy === 'visibility'}
              onClick={() => send({ hidden: true }, M.reviewHiddenToast, 'visibility')}
            >
              {M.reviewHide}
            </Button>
          )}
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              setReply(review.reply ?? '');
              setEditing(true);
            }}
          >
            {review.reply ? M.reviewEditReply : M.reviewReply}
          </Button>
          {review.reply ? (
            <Button
              variant="ghost"
              size="sm"
              loading={busy === 'remove'}
              onClick={() => send({ reply: null }, M.reviewReplyRemoved, 'remove')}
            >
              {M.reviewRemoveReply}
            </Button>
          ) : null}
        </div>
      )}
    </article>
  );
}
