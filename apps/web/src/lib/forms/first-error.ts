import type { FieldErrors, FieldValues, Path, UseFormSetFocus } from 'react-hook-form';

/** One message of a form and the dotted path of its field. */
export type FirstError = { field: string; message: string };

/**
 * The first message of a form's errors, with its field: the storefront's forms show one message at a time
 * (docs/rules/sign-in.md#signup). zodResolver lists a failed parse's fields in the order of its issues, and a submit
 * replaces the whole list, so the first one found is the schema's first issue.
 */
export function firstError<T extends FieldValues>(errors: FieldErrors<T>): FirstError | null {
  return find(errors, '');
}

function find(node: unknown, prefix: string): FirstError | null {
  if (!node || typeof node !== 'object') return null;
  const { message } = node as { message?: unknown };
  if (typeof message === 'string' && message !== '') return { field: prefix, message };
  for (const [key, child] of Object.entries(node)) {
    if (key === 'ref' || key === 'type' || key === 'types' || key === 'message') continue;
    const found = find(child, prefix ? `${prefix}.${key}` : key);
    if (found) return found;
  }
  return null;
}

/**
 * The options of a form that shows one message at a time: its messages change on submit only (as the person sends
 * it, not while they type), and the field of the first message is focused by {@link focusFirstError}.
 */
export const ONE_MESSAGE_AT_A_TIME = { reValidateMode: 'onSubmit', shouldFocusError: false } as const;

/** An `onInvalid` handler for handleSubmit: focuses the field of the first message. */
export function focusFirstError<T extends FieldValues>(setFocus: UseFormSetFocus<T>) {
  return (errors: FieldErrors<T>) => {
    const first = firstError(errors);
    if (first) setFocus(first.field as Path<T>);
  };
}
