import { useI18n } from '../../lib/i18n';
import { cn } from './cn';

export type QuantityStepperProps = {
  value: number;
  /** Called with value - 1 or value + 1. */
  onChange: (next: number) => void;
  /** Minus is disabled at min (docs/rules/README.md#validation: quantity never goes below 1). */
  min?: number;
  /** Plus is disabled at max (the stock limit); undefined means no limit. */
  max?: number;
  /**
   * Names the group and the buttons, e.g. 'Quantity' (the default, in the shopper's language) or 'Quantity of Anarkali
   * Kurti (M)'.
   */
  label?: string;
  disabled?: boolean;
  size?: 'sm' | 'md';
  className?: string;
  /**
   * When given, plus at max stays focusable and clickable (aria-disabled) and calls this instead,
   * e.g. to explain the limit (docs/rules/README.md#validation: clicking plus at the limit shows a note).
   */
  onIncreaseAtMax?: () => void;
};

/** − value + with labelled buttons; the value is announced politely when it changes. */
export function QuantityStepper({
  value,
  onChange,
  min = 1,
  max,
  label: givenLabel,
  disabled,
  size = 'md',
  className,
  onIncreaseAtMax,
}: QuantityStepperProps) {
  const { t, language } = useI18n();
  const label = givenLabel ?? t('Quantity');
  // 'Decrease quantity': English writes the name in lower case inside the sentence; Hindi has no capitals.
  const named = language === 'en' ? label.toLowerCase() : label;
  const atMin = value <= min;
  const atMax = max !== undefined && value >= max;
  const button = cn(
    'grid place-items-center rounded-full text-lg leading-none text-ink ' +
      'transition-colors hover:bg-sand disabled:cursor-not-allowed ' +
      'disabled:opacity-35 disabled:hover:bg-transparent ' +
      'aria-disabled:cursor-not-allowed aria-disabled:opacity-35 ' +
      'aria-disabled:hover:bg-transparent',
    size === 'sm' ? 'size-8' : 'size-10',
  );
  return (
    <div
      role="group"
      aria-label={label}
      className={cn('inline-flex items-center gap-1 rounded-full border border-line bg-paper p-0.5', className)}
    >
      <button
        type="button"
        className={button}
        aria-label={t('Decrease {label}', { label: named })}
        disabled={disabled || atMin}
        onClick={() => onChange(value - 1)}
      >
        <span aria-hidden="true">−</span>
      </button>
      <output
        aria-live="polite"
        className={cn('min-w-8 text-center font-medium tabular-nums', size === 'sm' ? 'text-sm' : 'text-base')}
      >
        {value}
      </output>
      <button
        type="button"
        className={button}
        aria-label={t('Increase {label}', { label: named })}
        disabled={disabled || (atMax && !onIncreaseAtMax)}
        aria-disabled={atMax && onIncreaseAtMax ? true : undefined}
        onClick={() => (atMax ? onIncreaseAtMax?.() : onChange(value + 1))}
      >
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
