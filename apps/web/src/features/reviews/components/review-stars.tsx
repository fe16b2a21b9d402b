import { cn } from '../../../components/ui/cn';
import { useI18n } from '../../../lib/i18n';

/** Five stars, n filled; read by screen readers as 'Rated n out of 5'. */
export function ReviewStars({ rating, className }: { rating: number; className?: string }) {
  // Whole stars only: an average of 4.5 shows four filled stars and is read as 4.5.
  const { t } = useI18n();
  const filled = Math.floor(rating);
  return (
    <span
      role="img"
      aria-label={t('Rated {rating} out of 5', { rating })}
      className={cn('inline-flex gap-0.5 text-gold', className)}
    >
      {[1, 2, 3, 4, 5].map((n) => (
        <svg key={n} aria-hidden="true" viewBox="0 0 20 20" className="size-4">
          <path
            d="M10 1.8l2.5 5.3 5.8.7-4.3 4 1.1 5.7L10 14.7l-5.1 2.8 1.1-5.7-4.3-4 5.8-.7z"
            fill={n <= filled ? 'currentColor' : 'none'}
            stroke="currentColor"
            strokeWidth="1.2"
            strokeLinejoin="round"
          />
        </svg>
      ))}
    </span>
  );
}
