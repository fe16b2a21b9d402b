import { useI18n } from '../../lib/i18n';
import { cn } from './cn';

export type SpinnerProps = {
  /**
   * Read by screen readers ('Loading' in the shopper's language by default); pass null when a surrounding element
   * already announces the wait.
   */
  label?: string | null;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
};

const SIZES = { sm: 'size-4 border-2', md: 'size-6 border-2', lg: 'size-10 border-[3px]' } as const;

/** A small rotating ring; slows to a still ring when the visitor prefers reduced motion. */
export function Spinner({ label, size = 'md', className }: SpinnerProps) {
  const { t } = useI18n();
  const ring = (
    <span
      aria-hidden="true"
      className={cn(
        'inline-block shrink-0 animate-spin rounded-full border-current ' +
          'border-r-transparent motion-reduce:animate-none',
        SIZES[size],
        className,
      )}
    />
  );
  if (label === null) return ring;
  return (
    <span role="status" className="inline-flex items-center">
      {ring}
      <span className="sr-only">{label ?? t('Loading')}</span>
    </span>
  );
}
