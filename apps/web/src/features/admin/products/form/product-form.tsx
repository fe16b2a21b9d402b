import { ENDPOINTS, type AdminProduct, type CreateProductBody } from '@vastra/domain/api';
import { PRODUCT_STATUSES, SIZES_PER_PRODUCT_MAX } from '@vastra/domain/back-office';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { Button, buttonClasses } from '../../../../components/ui/button';
import { SelectField, TextAreaField, TextField } from '../../../../components/ui/field';
import { useToast } from '../../../../components/ui/toast';
import { adminCall } from '../../api/admin-api';
import { adminPaths } from '../../admin-paths';
import { storeProduct } from '../api/products-api';
import { STATUS_LABELS } from '../product-format';
import { applyApiError } from './api-errors';
import { AttributeFields } from './attribute-fields';
import { CategoryOptions } from '../../categories/category-options';
import {
  EMPTY_VARIANT,
  productResolver,
  toFormValues,
  type ProductBody,
  type ProductFormValues,
} from './product-form-values';
import { UnsavedChangesGuard } from './unsaved-changes';
import { Alert } from '../../../../components/ui/alert';

export const SAVED_MESSAGE = 'Product saved';
export const CREATED_MESSAGE = 'Product created. Add its photos next.';

/**
 * The product form, for a new product and for an existing one. On an existing one the sizes' stock is
 * read-only (it changes through "Adjust stock", which records why); `onAdjustStock` opens that dialog.
 */
export function ProductForm({ product, onAdjustStock }: { product?: AdminProduct; onAdjustStock?: () => void }) {
  const mode = product ? 'edit' : 'create';
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();
  const formErrorId = useId();
  const [formError, setFormError] = useState<string | null>(null);
  const resolver = useMemo(() => productResolver(mode), [mode]);
  const {
    register,
    control,
    handleSubmit,
    reset,
    resetField,
    setError,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<ProductFormValues, unknown, ProductBody>({ resolver, defaultValues: toFormValues(product) });
  const { fields, append, remove } = useFieldArray({ control, name: 'variants' });

  // Archive and restore change the status outside the form: the form follows, so saving never undoes them.
  const savedStatus = product?.status;
  useEffect(() => {
    if (savedStatus) resetField('status', { defaultValue: savedStatus });
  }, [savedStatus, resetField]);

  const save = useMutation({
    mutationFn: (body: ProductBody) =>
      product
        ? adminCall(ENDPOINTS.adminUpdateProduct, { params: { id: product.id }, body: body })
        : adminCall(ENDPOINTS.adminCreateProduct, { body: body as CreateProductBody }),
  });

  const onSubmit = handleSubmit(async (body) => {
    setFormError(null);
    // Stock of saved sizes is whatever it is now (it may have been adjusted since the form opened).
    const stockNow = new Map(product?.variants.map((v) => [v.size.toLowerCase(), v.stock]));
    const sent = product
      ? {
          ...body,
          variants: body.variants?.map((v) => ({ ...v, stock: stockNow.get(v.size.toLowerCase()) ?? 0 })),
        }
      : body;
    try {
      const saved = await save.mutateAsync(sent);
      storeProduct(queryClient, saved);
      reset(toFormValues(saved));
      if (product) {
        toast.success(SAVED_MESSAGE);
      } else {
        toast.success(CREATED_MESSAGE);
        void navigate(adminPaths.product.getHref(saved.id));
      }
    } catch (error) {
      const { message, onField } = applyApiError(error, setError);
      if (!onField) setFormError(message);
      toast.error(message);
    }
  });

  const variantsError = errors.variants?.message ?? errors.variants?.root?.message;
  const stockBySize = new Map(product?.variants.map((v) => [v.size, v.stock]));

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-label={product ? 'Product details' : 'New product'}
      className="flex flex-col gap-5"
    >
      <UnsavedChangesGuard dirty={isDirty && !isSubmitting} />
      {formError && <Alert id={formErrorId}>{formError}</Alert>}
      <TextField
        label="Title"
        autoComplete="off"
        maxLength={200}
        error={errors.title?.message}
        {...register('title')}
      />
      <TextAreaField
        label="Description"
        optional
        rows={5}
        error={errors.description?.message}
        {...register('description')}
      />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <SelectField label="Category" error={errors.category?.message} {...register('category')}>
          <option value="">Choose a category</option>
          <CategoryOptions current={product?.category} />
        </SelectField>
        <SelectField
          label="Status"
          hint="Only active products are shown in the shop"
          error={errors.status?.message}
          {...register('status')}
        >
          {PRODUCT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {STATUS_LABELS[status]}
            </option>
          ))}
        </SelectField>
      </div>

      <TextField
        label="HSN code"
        optional
        inputMode="numeric"
        hint="4, 6 or 8 digits; leave it empty to print the category's code on invoices"
        error={errors.hsn?.message}
        {...register('hsn')}
      />

      <TextField
        label="Tags"
        optional
        autoComplete="off"
        hint="Separated by commas, like diwali, bestseller: automatic collections can pick products by tag"
        error={errors.tags?.message ?? firstTagError(errors.tags)}
        {...register('tags')}
      />

      <div className="flex items-start gap-3">
        <input
          id={`${formErrorId}-returnable`}
          type="checkbox"
          className="mt-1 size-5 shrink-0 accent-accent"
          aria-describedby={`${formErrorId}-returnable-hint`}
          {...register('returnable')}
        />
        <div>
          <label htmlFor={`${formErrorId}-returnable`} className="text-sm font-medium text-ink">
            Can be returned or exchanged
          </label>
          <p id={`${formErrorId}-returnable-hint`} className="text-sm text-muted">
            Unticked: the order page offers shoppers neither an exchange nor a return for it.
          </p>
        </div>
      </div>

      <fieldset className="flex flex-col gap-3" aria-describedby={variantsError ? `${formErrorId}-sizes` : undefined}>
        <legend className="mb-2 text-base font-semibold text-ink">Sizes</legend>
        {fields.map((field, index) => {
          const row = index + 1;
          const rowErrors = errors.variants?.[index];
          const savedStock = field.saved ? stockBySize.get(field.size) : undefined;
          return (
            <div
              key={field.id}
              className="grid grid-cols-2 items-start gap-3 rounded-2xl border border-line bg-white p-3 md:grid-cols-4"
            >
              <TextField
                label={<RowLabel text="Size" row={row} />}
                autoComplete="off"
                error={rowErrors?.size?.message}
                {...register(`variants.${index}.size`)}
              />
              <TextField
                label={<RowLabel text="Price" row={row} />}
                prefix="₹"
                inputMode="decimal"
                autoComplete="off"
                error={rowErrors?.pricePaise?.message}
                {...register(`variants.${index}.pricePaise`)}
              />
              <TextField
                label={<RowLabel text="Original price" row={row} />}
                hint="Optional: shown struck through"
                prefix="₹"
                inputMode="decimal"
                autoComplete="off"
                error={rowErrors?.originalPricePaise?.message}
                {...register(`variants.${index}.originalPricePaise`)}
              />
              {mode === 'create' ? (
                <TextField
                  label={<RowLabel text="Stock" row={row} />}
                  inputMode="numeric"
                  autoComplete="off"
                  error={rowErrors?.stock?.message}
                  {...register(`variants.${index}.stock`)}
                />
              ) : (
                <TextField
                  label={<RowLabel text="Stock" row={row} />}
                  fixed
                  value={String(savedStock ?? 0)}
                  hint={field.saved ? undefined : 'Starts at 0: adjust it after saving'}
                  onChange={() => undefined}
                />
              )}
              <Button
                variant="ghost"
                size="sm"
                className="col-span-2 justify-self-end md:col-span-4"
                disabled={fields.length === 1}
                aria-label={`Remove size ${row}`}
                onClick={() => remove(index)}
              >
                Remove
              </Button>
            </div>
          );
        })}
        {variantsError && (
          <Alert look="text" id={`${formErrorId}-sizes`}>
            {variantsError}
          </Alert>
        )}
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            size="sm"
            disabled={fields.length >= SIZES_PER_PRODUCT_MAX}
            onClick={() => append({ ...EMPTY_VARIANT })}
          >
            Add size
          </Button>
          {onAdjustStock && (
            <Button variant="secondary" size="sm" onClick={onAdjustStock}>
              Adjust stock
            </Button>
          )}
        </div>
      </fieldset>

      <AttributeFields control={control} errors={errors} />

      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" loading={isSubmitting}>
          {product ? 'Save changes' : 'Create product'}
        </Button>
        <Link to={adminPaths.products.getHref()} className={buttonClasses({ variant: 'ghost' })}>
          Cancel
        </Link>
      </div>
    </form>
  );
}

/** A size row's field label: short on screen, numbered for screen readers (every row has the same fields). */
function RowLabel({ text, row }: { text: string; row: number }) {
  return (
    <>
      {text}
      <span className="sr-only">{` (size ${row})`}</span>
    </>
  );
}

/** The first tag's problem when the contract names one tag (`tags.3`) rather than the list. */
function firstTagError(error: unknown): string | undefined {
  if (!Array.isArray(error)) return undefined;
  return (error as ({ message?: string } | undefined)[]).find((e) => e?.message)?.message;
}
