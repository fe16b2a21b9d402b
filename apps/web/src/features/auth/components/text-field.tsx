import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { cn } from '../../../components/ui/cn';

export const INPUT_CLASSES =
  'block w-full min-w-0 rounded-xl border border-line bg-white px-4 py-3 ' +
  'text-base text-ink shadow-xs transition-colors ' +
  'placeholder:text-muted/70 hover:border-ink/40 focus:border-ink focus:outline-none focus-visible:outline-2 ' +
  'focus-visible:outline-offset-0 focus-visible:outline-accent disabled:cursor-not-allowed disabled:bg-sand/60 ' +
  'aria-[invalid=true]:border-danger';

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'prefix'> & {
  label: ReactNode;
  /** Marks the field invalid and points it at the form's message. */
  errorId?: string;
  /** Shown inside the frame before the input, e.g. '+91'. */
  prefix?: ReactNode;
  /** Shown inside the frame after the input, e.g. a show/hide button. */
  suffix?: ReactNode;
  hint?: string;
  inputClassName?: string;
  ref?: Ref<HTMLInputElement>;
};

/** A labelled input in the auth forms' style; invalid when `errorId` is set. */
export function TextField({ label, errorId, prefix, suffix, hint, inputClassName, ref, ...input }: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <div className="relative flex items-stretch">
        {prefix}
        <input
          id={id}
          ref={ref}
          aria-invalid={errorId ? true : undefined}
          aria-describedby={describedBy}
          className={cn(
            INPUT_CLASSES,
            prefix ? 'rounded-l-none' : undefined,
            suffix ? 'pr-14' : undefined,
            inputClassName,
          )}
          {...input}
        />
        {suffix}
      </div>
      {hint && (
        <p id={hintId} className="text-xs text-muted">
          {hint}
        </p>
      )}
    </div>
  );
}
