import { ENDPOINTS, type AdminProduct, type CreateProductBody } from '@vastra/domain/api';
import { PRODUCT_STATUSES } from '@vastra/domain/back-office';
import { OPTION_NAME_MAX } from '@vastra/domain/catalog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useState } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
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
  option2NameOf,
  productResolver,
  rowKey,
  toFormValues,
  type ProductBody,
  type ProductFormValues,
} from './product-form-values';
import { UnsavedChangesGuard } from './unsaved-changes';
import { OptionPhotos } from './option-photos';
import { VariantGrid } from './variant-grid';
import { VariantRows } from './variant-rows';
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
  const form = useForm<ProductFormValues, unknown, ProductBody>({ resolver, defaultValues: toFormValues(product) });
  const {
    register,
    control,
    handleSubmit,
    reset,
    resetField,
    setError,
    getValues,
    formState: { errors, isDirty, isSubmitting },
  } = form;
  const option2Name = useWatch({ control, name: 'option2Name' }).trim();
  const { fields, append, remove, replace } = useFieldArray({ control, name: 'variants' });

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
    // Stock of saved variants is whatever it is now (it may have been adjusted since the form opened).
    const stockNow = new Map(product?.variants.map((v) => [v.size.toLowerCase(), v.stock]));
    const twoOptions = option2NameOf(getValues()) !== null;
    const sent = product
      ? {
          ...body,
          variants: body.variants?.map((v, i) => {
            const row = getValues().variants[i];
            const key = row ? rowKey(row, twoOptions) : '';
            return { ...v, stock: stockNow.get(key.toLowerCase()) ?? 0 };
          }),
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
      const { message, onField } = applyApiError(error, setError, getValues());
      if (!onField) setFormError(message);
      toast.error(message);
    }
  });

  const stockByKey = new Map(product?.variants.map((v) => [v.size, v.stock]));

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
      <TextField
        label="Title in Hindi"
        optional
        lang="hi"
        autoComplete="off"
        maxLength={200}
        hint="Shown to shoppers who chose Hindi; leave it empty to show them the English title and description"
        error={errors.titleHi?.message}
        {...register('titleHi')}
      />
      <TextAreaField
        label="Description in Hindi"
        optional
        lang="hi"
        rows={5}
        error={errors.descriptionHi?.message}
        {...register('descriptionHi')}
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

      <TextField
        label="Second option"
        optional
        autoComplete="off"
        maxLength={OPTION_NAME_MAX}
        hint="Like Colour: each size then comes in its values. Leave it empty for sizes only."
        error={errors.option2Name?.message}
        {...register('option2Name')}
      />

      <VariantGrid form={form} mode={mode} option2Name={option2Name} onRows={replace} />

      <VariantRows
        form={form}
        fields={fields}
        mode={mode}
        option2Name={option2Name}
        stockByKey={stockByKey}
        idPrefix={formErrorId}
        onRemove={remove}
        onAppend={() => append({ ...EMPTY_VARIANT })}
        onAdjustStock={onAdjustStock}
      />

      {product && option2Name && <OptionPhotos control={control} images={product.images} option2Name={option2Name} />}

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

/** The first tag's problem when the contract names one tag (`tags.3`) rather than the list. */
function firstTagError(error: unknown): string | undefined {
  if (!Array.isArray(error)) return undefined;
  return (error as ({ message?: string } | undefined)[]).find((e) => e?.message)?.message;
}
