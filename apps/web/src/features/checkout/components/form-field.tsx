import type { ReactNode } from 'react';
import { cn } from '../../../components/ui/cn';

const CONTROL_BASE =
  'block w-full min-w-0 rounded-xl border border-line px-4 py-3 text-base shadow-xs transition-colors ' +
  'placeholder:text-muted/70 hover:border-ink/40 focus:border-ink focus:outline-none focus-visible:outline-2 ' +
  'focus-visible:outline-offset-0 focus-visible:outline-accent ' +
  'aria-[invalid=true]:border-danger';

/** An editable control's look. */
export const CONTROL_CLASSES = `${CONTROL_BASE} bg-white text-ink`;

/** A fixed value's look (Country: India). */
export const FIXED_CONTROL_CLASSES = `${CONTROL_BASE} cursor-default bg-sand/60 text-muted hover:border-line`;

export type FormFieldProps = {
  id: string;
  label: string;
  /** The field's message (docs/rules/checkout.md#validation), shown under it and announced. */
  error?: string | null;
  /** Marked '(optional)' instead of the required star. */
  optional?: boolean;
  /** A value the shopper cannot change (no marker at all). */
  fixed?: boolean;
  className?: string;
  children: ReactNode;
};

/** A label, its control (given with `id`) and the field's message; the control's id is `id`. */
export function FormField({ id, label, error, optional, fixed, className, children }: FormFieldProps) {
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
        {optional && <span className="font-normal text-muted"> (optional)</span>}
        {!optional && !fixed && (
          <span aria-hidden="true" className="text-accent">
            {' '}
            *
          </span>
        )}
      </label>
      {children}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

/** The aria props of a control whose field may be in error. */
export function errorProps(id: string, error: string | null | undefined) {
  return error ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {};
}
