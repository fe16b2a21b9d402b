import { ENGLISH, useI18n, type Translator } from '../../lib/i18n';
import { cn } from './cn';

/**
 * '12 reviews', '1 review', in the language of `i18n` (pass `useI18n()`; English without it). The count stays digits
 * only (1234 reviews), as it always read: {n}, not tn's grouped {count}.
 */
export function reviewCount(count: number, i18n: Pick<Translator, 'tn'> = ENGLISH): string {
  return i18n.tn(count, '{n} review', '{n} reviews', { n: count });
}

/**
 * A product's rating from its reviews: a star, '4.3 (12 reviews)' (`long`, the product page) or '4.3 (12)'
 * (a card), read by screen readers as '4.3 out of 5 stars, 12 reviews'. Nothing when it has no reviews.
 */
export function RatingLine({
  rating,
  long = false,
  className,
}: {
  rating: { average: number; count: number } | undefined;
  long?: boolean;
  className?: string;
}) {
  const i18n = useI18n();
  if (!rating || rating.count <= 0) return null;
  const average = rating.average.toFixed(1);
  const reviews = reviewCount(rating.count, i18n);
  return (
    <p className={cn('flex items-center gap-1 text-muted', className)}>
      <span aria-hidden="true" className="inline-flex items-center gap-1">
        {/* A drawn star, not the ★ character: gold text would not meet the contrast rules. */}
        <svg viewBox="0 0 20 20" className="size-[1.1em] text-gold">
          <path d="M10 1.8l2.5 5.3 5.8.7-4.3 4 1.1 5.7L10 14.7l-5.1 2.8 1.1-5.7-4.3-4 5.8-.7z" fill="currentColor" />
        </svg>
        {average} ({long ? reviews : rating.count})
      </span>
      <span className="sr-only">{i18n.t('{average} out of 5 stars, {reviews}', { average, reviews })}</span>
    </p>
  );
}
