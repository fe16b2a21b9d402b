import { useId } from 'react';
import { cn } from '../../../components/ui/cn';

export type RadioOption<T extends string> = {
  value: T;
  label: string;
  /** Shown under the label and read as the radio's description, not its name. */
  detail?: string;
  /** Why it cannot be chosen; shown beside it and read as its description. */
  unavailable?: string | null;
};

/**
 * A labelled group of radios in the checkout's style (payment-choice.tsx). Each radio's name is its label alone: the
 * detail sits inside the clickable label but is hidden from the name and read as the description instead, so no
 * other control's label text ('UPI ID' the field) equals a radio's whole label text.
 */
export function RadioGroup<T extends string>({
  legend,
  options,
  value,
  onChange,
  error,
}: {
  legend: string;
  options: readonly RadioOption<T>[];
  value: T | null;
  onChange: (value: T) => void;
  error?: string | null;
}) {
  const id = useId();
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined} className="min-w-0">
      <legend className="mb-2 text-sm font-medium text-ink">{legend}</legend>
      <div className="grid gap-2">
        {options.map((option) => {
          const note = option.unavailable ?? option.detail;
          const noteId = `${id}-${option.value}-note`;
          return (
            <label
              key={option.value}
              className={cn(
                'grid cursor-pointer grid-cols-[auto_1fr] items-start gap-x-3 rounded-xl border bg-white p-3 text-sm ' +
                  'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent',
                value === option.value ? 'border-ink shadow-sm' : 'border-line hover:border-ink/40',
                option.unavailable && 'cursor-not-allowed bg-sand/60 hover:border-line',
              )}
            >
              <input
                type="radio"
                name={id}
                value={option.value}
                checked={value === option.value}
                disabled={Boolean(option.unavailable)}
                aria-describedby={note ? noteId : undefined}
                onChange={() => onChange(option.value)}
                className="mt-0.5 size-4 accent-ink"
              />
              <span className="font-medium text-ink">{option.label}</span>
              {note && (
                <span
                  id={noteId}
                  aria-hidden="true"
                  className={cn('col-start-2 mt-0.5', option.unavailable ? 'font-medium text-ink' : 'text-muted')}
                >
                  {note}
                </span>
              )}
            </label>
          );
        })}
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-2 text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}
