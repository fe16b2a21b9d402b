import { useId, type ComponentProps, type ReactNode } from 'react';
import { useI18n } from '../../lib/i18n';
import { cn } from './cn';
import { Alert } from './alert';

/** What every labelled field takes besides its control's own attributes. */
export type FieldProps = {
  label: ReactNode;
  /** The control's id (default: a generated one); the form focuses a field in error by it. */
  id?: string;
  /** A short help text under the control, read after the label. */
  hint?: ReactNode;
  /** The field's own message, shown under it and announced; marks the control invalid. */
  error?: string | null;
  /** The id of a message shown elsewhere (a form's one alert): marks the control invalid and points at it. */
  errorId?: string;
  /** Marks the label '(optional)'. A `required` control is marked with a star instead. */
  optional?: boolean;
  /** A value nobody can change here (Country: India): read-only and muted. */
  fixed?: boolean;
  /** Text inside the frame before the value, e.g. '+91'; hidden from screen readers, so the label says it if needed. */
  prefix?: string;
  /** Inside the frame after the value, e.g. a show/hide button. */
  suffix?: ReactNode;
  /** The field's box in its form's layout, e.g. 'sm:col-span-2'. */
  className?: string;
  /** Extra classes for the control itself, e.g. the code field's large spaced digits. */
  controlClassName?: string;
};

type Own = keyof FieldProps | 'className' | 'prefix';
export type TextFieldProps = FieldProps & Omit<ComponentProps<'input'>, Own>;
export type TextAreaFieldProps = FieldProps & Omit<ComponentProps<'textarea'>, Own>;
export type SelectFieldProps = FieldProps & Omit<ComponentProps<'select'>, Own>;

/** What the frame gives its control: the id, the invalid state and the texts that describe it. */
type ControlProps = {
  id: string;
  className: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

// One look for every form: the frame draws the box (border, focus ring, error colour), so a prefix or a
// suffix sits inside the same box as the value and shares its focus ring.
const FRAME =
  'relative flex items-stretch overflow-hidden rounded-xl border shadow-xs transition-colors ' +
  'has-[:is(input,textarea,select):focus-visible]:outline-2 has-[:is(input,' +
  'textarea,select):focus-visible]:outline-offset-2 ' +
  'has-[:is(input,textarea,select):focus-visible]:outline-accent has-[:is(input,textarea,select):disabled]:bg-sand/60';
const CONTROL =
  'block w-full min-w-0 flex-1 bg-transparent px-4 py-3 text-base outline-none placeholder:text-muted/70 ' +
  'disabled:cursor-not-allowed';

function Field({
  label,
  id: givenId,
  hint,
  error,
  errorId,
  optional,
  fixed,
  required,
  prefix,
  suffix,
  className,
  controlClassName,
  children,
}: Omit<FieldProps, 'id'> & {
  id: string | undefined;
  required?: boolean;
  children: (control: ControlProps) => ReactNode;
}) {
  const { t } = useI18n();
  const ownId = useId();
  const id = givenId ?? ownId;
  const messageId = error ? `${id}-error` : errorId;
  const hintId = hint ? `${id}-hint` : undefined;
  const invalid = Boolean(messageId);
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
        {optional && <span className="font-normal text-muted"> {t('(optional)')}</span>}
        {required && !optional && (
          <span aria-hidden="true" className="text-accent">
            {' *'}
          </span>
        )}
      </label>
      <div
        className={cn(
          FRAME,
          // One class per property and state: cn() only joins, so two colours would race in the stylesheet.
          fixed ? 'bg-sand/60' : 'bg-white',
          invalid ? 'border-danger' : 'border-line',
          !invalid && !fixed && 'hover:border-ink/40 has-[:is(input,textarea,select):focus]:border-ink',
        )}
      >
        {prefix && (
          <span
            aria-hidden="true"
            className="grid place-items-center border-r border-line bg-sand px-3.5 text-base font-medium text-ink"
          >
            {prefix}
          </span>
        )}
        {children({
          id,
          className: cn(CONTROL, fixed ? 'cursor-default text-muted' : 'text-ink', controlClassName),
          'aria-invalid': invalid || undefined,
          'aria-describedby': [messageId, hintId].filter(Boolean).join(' ') || undefined,
        })}
        {suffix}
      </div>
      {hint && (
        <p id={hintId} className="text-xs text-muted">
          {hint}
        </p>
      )}
      {error && (
        <Alert look="text" id={messageId}>
          {error}
        </Alert>
      )}
    </div>
  );
}

/** Separates the field's own props from the control's attributes. */
function split<T extends FieldProps>(props: T) {
  const { label, id, hint, error, errorId, optional, fixed, prefix, suffix, className, controlClassName, ...control } =
    props;
  return [
    { label, id, hint, error, errorId, optional, fixed, prefix, suffix, className, controlClassName },
    control,
  ] as const;
}

/** A labelled one-line input: label, optional hint, the field's message, '+91'-style prefix, a suffix. */
export function TextField(props: TextFieldProps) {
  const [field, input] = split(props);
  return (
    <Field {...field} required={input.required}>
      {(control) => <input readOnly={field.fixed || undefined} {...input} {...control} />}
    </Field>
  );
}

/** A labelled multi-line input (resizable in height), with the same label, hint and message as TextField. */
export function TextAreaField(props: TextAreaFieldProps) {
  const [field, textarea] = split(props);
  return (
    <Field {...field} controlClassName={cn('resize-y', field.controlClassName)} required={textarea.required}>
      {(control) => <textarea readOnly={field.fixed || undefined} {...textarea} {...control} />}
    </Field>
  );
}

/** A labelled native select (its options as children), with the same label, hint and message as TextField. */
export function SelectField(props: SelectFieldProps) {
  const [field, select] = split(props);
  return (
    <Field {...field} controlClassName={cn('appearance-auto pr-3', field.controlClassName)} required={select.required}>
      {(control) => <select {...select} {...control} />}
    </Field>
  );
}
