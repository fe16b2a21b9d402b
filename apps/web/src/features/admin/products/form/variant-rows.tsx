import { SIZES_PER_PRODUCT_MAX, tickGridValues } from '@vastra/domain/back-office';
import { VARIANTS_PER_PRODUCT_MAX } from '@vastra/domain/catalog';
import type { FocusEvent } from 'react';
import type { FieldArrayWithId, UseFormReturn } from 'react-hook-form';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { TextField } from '../../../../components/ui/field';
import { useAttributes } from './attribute-fields';
import type { ProductBody, ProductFormMode, ProductFormValues } from './product-form-values';
import { rowKey } from './product-form-values';

export type VariantRowsProps = {
  form: UseFormReturn<ProductFormValues, unknown, ProductBody>;
  fields: FieldArrayWithId<ProductFormValues, 'variants'>[];
  mode: ProductFormMode;
  /** The second option's name as typed ("Colour"), '' for sizes only. */
  option2Name: string;
  /** The saved variants' stock by key. */
  stockByKey: ReadonlyMap<string, number>;
  idPrefix: string;
  onRemove: (index: number) => void;
  onAppend: () => void;
  onAdjustStock?: () => void;
};

/**
 * The product's variants, one row each (docs/decisions/099-variant-options.md): the size, the second option's value
 * when the product names one, SKU, barcode, price, original price, stock (typed for a new product, read-only after:
 * it changes through "Adjust stock") and weight. A refused save's message shows at its cell. A second value typed in a
 * row is ticked under the attribute the option is named after ("Colour"), as the grid's values are (tickGridValues).
 */
export function VariantRows(props: VariantRowsProps) {
  const { form, fields, mode, option2Name, stockByKey, idPrefix } = props;
  const {
    register,
    getValues,
    formState: { errors },
  } = form;
  const attributes = useAttributes();
  const tickTyped = (value: string) => {
    const tick = tickGridValues(option2Name, [value], attributes.data?.attributes ?? [], getValues('attributes') ?? {});
    if (tick.attribute !== null) form.setValue('attributes', tick.ticked, { shouldDirty: true });
  };
  const variantsError = errors.variants?.message ?? errors.variants?.root?.message;
  const max = option2Name ? VARIANTS_PER_PRODUCT_MAX : SIZES_PER_PRODUCT_MAX;
  const noun = option2Name ? 'variant' : 'size';
  return (
    <fieldset className="flex flex-col gap-3" aria-describedby={variantsError ? `${idPrefix}-sizes` : undefined}>
      <legend className="mb-2 text-base font-semibold text-ink">{option2Name ? 'Variants' : 'Sizes'}</legend>
      {fields.map((field, index) => {
        const row = index + 1;
        const rowErrors = errors.variants?.[index];
        const values = getValues(`variants.${index}`);
        const savedStock = field.saved && values ? stockByKey.get(rowKey(values, option2Name !== '')) : undefined;
        const label = (text: string) => <RowLabel text={text} noun={noun} row={row} />;
        return (
          <div
            key={field.id}
            className="grid grid-cols-2 items-start gap-3 rounded-2xl border border-line bg-white p-3 md:grid-cols-4"
          >
            <TextField
              label={label('Size')}
              autoComplete="off"
              error={rowErrors?.size?.message}
              {...register(`variants.${index}.size`)}
            />
            {option2Name && (
              <TextField
                label={label(option2Name)}
                autoComplete="off"
                error={rowErrors?.option2?.message}
                {...register(`variants.${index}.option2`, {
                  onBlur: (event: FocusEvent<HTMLInputElement>) => tickTyped(event.target.value),
                })}
              />
            )}
            <TextField
              label={label('Price')}
              prefix="₹"
              inputMode="decimal"
              autoComplete="off"
              error={rowErrors?.pricePaise?.message}
              {...register(`variants.${index}.pricePaise`)}
            />
            <TextField
              label={label('Original price')}
              hint="Optional: shown struck through"
              prefix="₹"
              inputMode="decimal"
              autoComplete="off"
              error={rowErrors?.originalPricePaise?.message}
              {...register(`variants.${index}.originalPricePaise`)}
            />
            {mode === 'create' ? (
              <TextField
                label={label('Stock')}
                inputMode="numeric"
                autoComplete="off"
                error={rowErrors?.stock?.message}
                {...register(`variants.${index}.stock`)}
              />
            ) : (
              <TextField
                label={label('Stock')}
                fixed
                value={String(savedStock ?? 0)}
                hint={field.saved ? undefined : 'Starts at 0: adjust it after saving'}
                onChange={() => undefined}
              />
            )}
            <TextField
              label={label('SKU')}
              optional
              autoComplete="off"
              error={rowErrors?.sku?.message}
              {...register(`variants.${index}.sku`)}
            />
            <TextField
              label={label('Barcode')}
              optional
              autoComplete="off"
              error={rowErrors?.barcode?.message}
              {...register(`variants.${index}.barcode`)}
            />
            <TextField
              label={label('Weight (g)')}
              optional
              inputMode="numeric"
              autoComplete="off"
              error={rowErrors?.weightGrams?.message}
              {...register(`variants.${index}.weightGrams`)}
            />
            <Button
              variant="ghost"
              size="sm"
              className="col-span-2 justify-self-end md:col-span-4"
              disabled={fields.length === 1}
              aria-label={`Remove ${noun} ${row}`}
              onClick={() => props.onRemove(index)}
            >
              Remove
            </Button>
          </div>
        );
      })}
      {variantsError && (
        <Alert look="text" id={`${idPrefix}-sizes`}>
          {variantsError}
        </Alert>
      )}
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" disabled={fields.length >= max} onClick={props.onAppend}>
          {option2Name ? 'Add variant' : 'Add size'}
        </Button>
        {props.onAdjustStock && (
          <Button variant="secondary" size="sm" onClick={props.onAdjustStock}>
            Adjust stock
          </Button>
        )}
      </div>
    </fieldset>
  );
}

/** A row's field label: short on screen, numbered for screen readers (every row has the same fields). */
function RowLabel({ text, noun, row }: { text: string; noun: string; row: number }) {
  return (
    <>
      {text}
      <span className="sr-only">{` (${noun} ${row})`}</span>
    </>
  );
}
