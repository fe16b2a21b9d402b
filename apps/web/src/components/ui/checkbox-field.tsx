import { useId, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Alert } from './alert';
import { cn } from './cn';

/**
 * One checkbox of a form with its label and, under it, a hint (or why it cannot be chosen), its error, and what goes
 * with it (`children`); registered with react-hook-form (`field`).
 */
export function CheckboxField({
  label,
  hint,
  error,
  disabled,
  value,
  field,
  className,
  children,
}: {
  label: string;
  hint?: string | null | undefined;
  error?: string | undefined;
  disabled?: boolean | undefined;
  /** The value a checkbox of a group adds to its array. */
  value?: string | undefined;
  field: UseFormRegisterReturn;
  className?: string | undefined;
  children?: ReactNode;
}) {
  const id = useId();
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className={cn('flex items-start gap-3', className)}>
      <input
        id={id}
        type="checkbox"
        value={value}
        disabled={disabled}
        aria-describedby={describedBy || undefined}
        aria-invalid={error ? true : undefined}
        className="mt-1 size-5 shrink-0 accent-accent"
        {...field}
      />
      <div className="min-w-0">
        <label htmlFor={id} className="text-sm font-medium text-ink">
          {label}
        </label>
        {hint && (
          <p id={`${id}-hint`} className="text-xs text-muted">
            {hint}
          </p>
        )}
        {error && (
          <Alert look="text" id={`${id}-error`}>
            {error}
          </Alert>
        )}
        {children}
      </div>
    </div>
  );
}
