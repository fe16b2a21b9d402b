import { useId, type ChangeEvent, type CSSProperties } from 'react';
import { cn } from './cn';

export type SliderProps = {
  /** Visible label, also the input's accessible name. */
  label: string;
  value: number;
  min: number;
  max: number;
  step?: number;
  onChange: (value: number) => void;
  /** Formats the shown value and aria-valuetext (e.g. rupees). */
  formatValue?: (value: number) => string;
  /** Text shown before the value, e.g. 'Up to'. */
  valuePrefix?: string;
  /** Leaves out the bounds under the track (a second slider of the same range shows them). */
  hideBounds?: boolean;
  className?: string;
};

/** A labelled range input with its current value shown and announced. */
export function Slider({
  label,
  value,
  min,
  max,
  step = 1,
  onChange,
  formatValue = String,
  valuePrefix,
  hideBounds,
  className,
}: SliderProps) {
  const id = useId();
  const filled = max > min ? ((value - min) / (max - min)) * 100 : 100;
  const text = formatValue(value);
  return (
    <div className={cn('flex flex-col gap-3', className)}>
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="text-sm font-medium text-ink">
          {label}
        </label>
        <output htmlFor={id} className="text-sm text-muted tabular-nums">
          {valuePrefix ? `${valuePrefix} ` : ''}
          <span className="font-semibold text-ink">{text}</span>
        </output>
      </div>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        aria-valuetext={text}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(Number(event.target.value))}
        style={{ '--filled': `${filled}%` } as CSSProperties}
        className="range-input w-full"
      />
      {!hideBounds && (
        <div aria-hidden="true" className="flex justify-between text-xs text-muted tabular-nums">
          <span>{formatValue(min)}</span>
          <span>{formatValue(max)}</span>
        </div>
      )}
    </div>
  );
}
