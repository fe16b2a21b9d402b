import type { ReviewSummaryResponse } from '@vastra/domain/api';
import { reviewCount } from '../../../components/ui/rating';
import { useI18n } from '../../../lib/i18n';
import { ReviewStars } from './review-stars';

const STARS = ['5', '4', '3', '2', '1'] as const;

/**
 * The product's rating above its reviews: the average, the stars, the count, and a bar per number of
 * stars (5 to 1) with how many gave it. Each bar is read as its text ('5 stars: 8 of 12 reviews'); the
 * bar itself is drawn for the eye only. Nothing when there are no reviews.
 */
export function RatingSummary({ summary }: { summary: ReviewSummaryResponse }) {
  const i18n = useI18n();
  const { t } = i18n;
  if (summary.count <= 0) return null;
  const average = summary.average.toFixed(1);
  const reviews = reviewCount(summary.count, i18n);
  return (
    <div className="space-y-4">
      <div className="flex items-center gap-3">
        <span className="font-display text-4xl text-ink" aria-hidden="true">
          {average}
        </span>
        <div className="space-y-1">
          <ReviewStars rating={summary.average} />
          <p className="text-xs text-muted">{reviews}</p>
        </div>
      </div>
      <ul aria-label={t('Reviews by stars')} className="space-y-1.5">
        {STARS.map((stars) => {
          const given = summary.distribution[stars];
          const share = Math.round((given / summary.count) * 100);
          return (
            <li key={stars} className="flex items-center gap-2 text-xs text-muted">
              <span aria-hidden="true" className="w-8 shrink-0 tabular-nums">
                {stars} ★
              </span>
              <span aria-hidden="true" className="h-2 flex-1 overflow-hidden rounded-full bg-line">
                <span className="block h-full rounded-full bg-gold" style={{ width: `${share}%` }} />
              </span>
              <span aria-hidden="true" className="w-6 shrink-0 text-right tabular-nums">
                {given}
              </span>
              <span className="sr-only">
                {stars === '1'
                  ? t('{stars} star: {given} of {reviews}', { stars, given, reviews })
                  : t('{stars} stars: {given} of {reviews}', { stars, given, reviews })}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
