import { useToast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { adminErrorMessage } from '../api/admin-errors';

/** The fields of the screen's forms a refusal can name: a name, its Hindi name, a new attribute's first values. */
export type FieldErrors = Partial<Record<'name' | 'hindiName' | 'values', string>>;

/**
 * The form field a refusal names (a 400's or a 422's `field`: `name`, `hindiName`, `values.1`), with its message
 * there (a 400's "name: …" without the field's own "name: "); null when it names none of them.
 */
export function fieldErrorsOf(error: unknown): FieldErrors | null {
  if (!(error instanceof ApiError)) return null;
  const field = (error.body as { field?: unknown } | undefined)?.field;
  const message = adminErrorMessage(error);
  if (field === 'name' || field === 'hindiName') {
    return { [field]: message.startsWith(`${field}: `) ? message.slice(field.length + 2) : message };
  }
  return typeof field === 'string' && /^values(\.\d+)?$/.test(field) ? { values: message } : null;
}

/**
 * Runs one change; its refusal is shown at the row (and said in a toast), never swallowed. Given a form's
 * `onFields`, a refusal naming one of its fields is shown on that field instead.
 */
export function useRun(setError: (message: string | null) => void) {
  const toast = useToast();
  return async (change: () => Promise<unknown>, done?: string, onFields?: (errors: FieldErrors) => void) => {
    setError(null);
    onFields?.({});
    try {
      await change();
      if (done) toast.success(done);
      return true;
    } catch (error) {
      const message = adminErrorMessage(error);
      const fields = onFields ? fieldErrorsOf(error) : null;
      if (fields && onFields) onFields(fields);
      else setError(message);
      toast.error(message);
      return false;
    }
  };
}

export type Run = ReturnType<typeof useRun>;
