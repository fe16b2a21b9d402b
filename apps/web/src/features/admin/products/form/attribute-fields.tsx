import { ENDPOINTS, type AttributeResponse } from '@vastra/domain/api';
import { BACK_OFFICE_ATTRIBUTE_MESSAGES as M } from '@vastra/domain/back-office';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useController, type Control, type FieldErrors } from 'react-hook-form';
import { Alert } from '../../../../components/ui/alert';
import { adminCall } from '../../api/admin-api';
import { adminErrorMessage, retryUnlessRefused } from '../../api/admin-errors';
import { ADMIN_QUERY_ROOT } from '../../auth/staff-session';
import type { ProductFormValues } from './product-form-values';

export const attributesKey = [ADMIN_QUERY_ROOT, 'attributes'] as const;

/** The shop's attributes in their order, each with its values (docs/decisions/092-attributes.md). */
export function useAttributes(enabled = true) {
  return useQuery({
    queryKey: attributesKey,
    queryFn: ({ signal }) => adminCall(ENDPOINTS.adminAttributes, { signal }),
    enabled,
    retry: retryUnlessRefused,
  });
}

/**
 * The product form's "Attributes" section: per attribute its values as checkboxes (several may be ticked, e.g. two
 * colours). The API's refusal naming `attributes.<slug>` is shown at that attribute.
 */
export function AttributeFields({
  control,
  errors,
}: {
  control: Control<ProductFormValues, unknown, unknown>;
  errors: FieldErrors<ProductFormValues>;
}) {
  const id = useId();
  const attributes = useAttributes();
  const { field } = useController({ control, name: 'attributes' });
  const chosen = field.value ?? {};

  const toggle = (attribute: AttributeResponse, slug: string, on: boolean) => {
    const had = new Set(chosen[attribute.slug] ?? []);
    if (on) had.add(slug);
    else had.delete(slug);
    // Values in the attribute's own order; an attribute with none ticked is left out.
    const values = attribute.values.map((v) => v.slug).filter((v) => had.has(v));
    const next = { ...chosen };
    if (values.length > 0) next[attribute.slug] = values;
    else delete next[attribute.slug];
    field.onChange(next);
  };

  return (
    <section className="flex flex-col gap-3" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="text-base font-semibold text-ink">
        Attributes
      </h2>
      {attributes.isPending && <p className="text-sm text-muted">{M.loading}</p>}
      {attributes.isError && <Alert>{adminErrorMessage(attributes.error)}</Alert>}
      {attributes.data?.attributes.length === 0 && <p className="text-sm text-muted">{M.noAttributes}</p>}
      {attributes.data?.attributes.map((attribute) => {
        const error = (errors.attributes as Record<string, { message?: string }> | undefined)?.[attribute.slug];
        const errorId = `${id}-${attribute.slug}-error`;
        return (
          <fieldset
            key={attribute.id}
            className="rounded-2xl border border-line bg-white p-3"
            aria-describedby={error?.message ? errorId : undefined}
          >
            <legend className="px-1 text-sm font-medium text-ink">{attribute.name}</legend>
            <div className="flex flex-wrap gap-x-4 gap-y-2">
              {attribute.values.map((value) => {
                const inputId = `${id}-${attribute.slug}-${value.slug}`;
                return (
                  <div key={value.id} className="flex items-center gap-2">
                    <input
                      id={inputId}
                      type="checkbox"
                      className="size-5 shrink-0 accent-accent"
                      checked={chosen[attribute.slug]?.includes(value.slug) ?? false}
                      onChange={(event) => toggle(attribute, value.slug, event.target.checked)}
                    />
                    <label htmlFor={inputId} className="text-sm text-ink">
                      {value.name}
                    </label>
                  </div>
                );
              })}
            </div>
            {error?.message && (
              <Alert look="text" id={errorId}>
                {error.message}
              </Alert>
            )}
          </fieldset>
        );
      })}
    </section>
  );
}
