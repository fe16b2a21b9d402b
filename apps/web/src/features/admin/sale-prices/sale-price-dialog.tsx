import type { AdminProductRow, SalePriceResponse } from '@vastra/domain/api';
import { PRICING_OFFER_SCREEN_MESSAGES as S } from '@vastra/domain/pricing';
import { useId } from 'react';
import { useForm, useWatch, type FieldPath } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { SelectField, TextField } from '../../../components/ui/field';
import { useToast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { adminErrorMessage } from '../api/admin-errors';
import { CategoryOptions } from '../categories/category-options';
import {
  createSaleResolver,
  emptySaleValues,
  saleValuesOf,
  updateSaleResolver,
  type SalePriceFormValues,
} from './sale-price-form-values';
import { useProductSizes, useSalePriceMutations } from './sale-prices-api';

const FORM_FIELD = /^(label|startsAt|endsAt|price\.(percent|pricePaise)|target\.(productId|size|category))$/;

/** A new sale (no `sale`) or a change to one: the one form pattern, the server's refusal on its field or on top. */
export function SalePriceDialog({
  sale,
  products,
  onClose,
}: {
  sale?: SalePriceResponse;
  products: readonly AdminProductRow[];
  onClose: () => void;
}) {
  const { create, update } = useSalePriceMutations();
  const toast = useToast();
  const pausedId = useId();
  const form = useForm<SalePriceFormValues, unknown, Record<string, unknown>>({
    resolver: sale ? updateSaleResolver : createSaleResolver,
    defaultValues: sale ? saleValuesOf(sale) : emptySaleValues(),
  });
  const { register, formState } = form;
  const { errors } = formState;
  const [targetKind, productId, priceType] = useWatch({
    control: form.control,
    name: ['target.kind', 'target.productId', 'price.type'],
  });
  const sizes = useProductSizes(targetKind === 'size' ? productId : '');

  const submit = form.handleSubmit(async (body) => {
    try {
      if (sale) await update.mutateAsync({ id: sale.id, body });
      else await create.mutateAsync(body as never);
      toast.success(S.saleSaved);
      onClose();
    } catch (error) {
      const message = adminErrorMessage(error);
      const field = error instanceof ApiError ? (error.body as { field?: unknown } | undefined)?.field : undefined;
      if (error instanceof ApiError && error.status === 400 && typeof field === 'string' && FORM_FIELD.test(field)) {
        const own = message.startsWith(`${field}: `) ? message.slice(field.length + 2) : message;
        form.setError(field as FieldPath<SalePriceFormValues>, { type: 'server', message: own }, { shouldFocus: true });
      } else {
        form.setError('root.server', { type: 'server', message });
      }
    }
  });
  const formError = errors.root?.server?.message ?? errors.root?.message;
  return (
    <Dialog
      open
      onClose={onClose}
      title={sale ? 'Change the sale' : 'New sale price'}
      description="Times are India time (IST). The sale starts and ends by itself."
    >
      <form noValidate onSubmit={(event) => void submit(event)} className="mt-6 flex flex-col gap-4">
        {formError && <Alert>{formError}</Alert>}
        <SelectField label="On" disabled={sale !== undefined} {...register('target.kind')}>
          <option value="product">A product</option>
          <option value="size">One size of a product</option>
          <option value="category">A category</option>
        </SelectField>
        {targetKind === 'category' ? (
          <SelectField
            label="Category"
            disabled={sale !== undefined}
            error={errors.target?.category?.message}
            {...register('target.category')}
          >
            <option value="">Choose…</option>
            <CategoryOptions current={sale?.target.kind === 'category' ? sale.target.category : null} />
          </SelectField>
        ) : (
          <SelectField
            label="Product"
            disabled={sale !== undefined}
            error={errors.target?.productId?.message}
            {...register('target.productId')}
          >
            <option value="">Choose…</option>
            {products.map((product) => (
              <option key={product.id} value={product.id}>
                {product.title}
              </option>
            ))}
          </SelectField>
        )}
        {targetKind === 'size' && (
          <SelectField
            label="Size"
            disabled={sale !== undefined}
            error={errors.target?.size?.message}
            {...register('target.size')}
          >
            <option value="">Choose…</option>
            {(sizes.data ?? (sale?.target.kind === 'size' ? [sale.target.size] : [])).map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </SelectField>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField label="Price" {...register('price.type')}>
            <option value="percent">Percent off</option>
            <option value="fixed">A fixed price</option>
          </SelectField>
          {priceType === 'percent' ? (
            <TextField
              label="Percent off"
              inputMode="numeric"
              autoComplete="off"
              error={errors.price?.percent?.message}
              {...register('price.percent')}
            />
          ) : (
            <TextField
              label="Sale price"
              prefix="₹"
              inputMode="decimal"
              autoComplete="off"
              error={errors.price?.pricePaise?.message}
              {...register('price.pricePaise')}
            />
          )}
        </div>
        <TextField
          label="Name"
          optional
          hint="For you, e.g. “Diwali sale”."
          error={errors.label?.message}
          {...register('label')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Starts" type="datetime-local" error={errors.startsAt?.message} {...register('startsAt')} />
          <TextField label="Ends" type="datetime-local" error={errors.endsAt?.message} {...register('endsAt')} />
        </div>
        {sale && (
          <div className="flex items-center gap-3">
            <input id={pausedId} type="checkbox" className="size-5 accent-accent" {...register('paused')} />
            <label htmlFor={pausedId} className="text-sm font-medium text-ink">
              Paused
            </label>
          </div>
        )}
        <div className="mt-2 flex flex-wrap justify-end gap-2">
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending || update.isPending}>
            {sale ? 'Save changes' : 'Schedule sale'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
