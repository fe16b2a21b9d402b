import {
  BACK_OFFICE_VARIANT_MESSAGES as M,
  SIZES_PER_PRODUCT_MAX,
  gridCells,
  gridValueProblem,
  gridValues,
  planVariantGrid,
  tickGridValues,
  type GridCell,
} from '@vastra/domain/back-office';
import { VARIANTS_PER_PRODUCT_MAX } from '@vastra/domain/catalog';
import { useId, useState } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { TextField } from '../../../../components/ui/field';
import { useCategories } from '../../categories/categories-api';
import { useAttributes } from './attribute-fields';
import {
  EMPTY_VARIANT,
  type ProductBody,
  type ProductFormMode,
  type ProductFormValues,
  type VariantValues,
} from './product-form-values';

export type VariantGridProps = {
  form: UseFormReturn<ProductFormValues, unknown, ProductBody>;
  mode: ProductFormMode;
  /** The second option's name as typed ("Colour"), '' for sizes only. */
  option2Name: string;
  /** Puts the rows the grid made in place of the form's rows. */
  onRows: (rows: VariantValues[]) => void;
};

type Outcome = { tone: 'danger' | 'success'; text: string } | null;

/** A row with nothing typed in it (the one a new product starts with): the grid replaces it. */
function cellOf(row: VariantValues): GridCell | null {
  const typed = [row.size, row.option2, row.sku, row.barcode, row.weightGrams, row.pricePaise, row.originalPricePaise];
  if (!row.saved && typed.every((text) => text.trim() === '')) return null;
  return { option1: row.size, option2: row.option2.trim() || null };
}

/**
 * The size × second-value grid (docs/decisions/099-variant-options.md): the sizes (the category's to start with, so a
 * saree offers "Free") and the second option's values typed once, one button makes a row per combination with the
 * price (and, for a new product, the stock) typed once. Rows already there keep what was typed; none is removed. A
 * second option named like an attribute ("Colour") ticks the values it shares with it (domain tickGridValues).
 */
export function VariantGrid({ form, mode, option2Name, onRows }: VariantGridProps) {
  const category = useWatch({ control: form.control, name: 'category' });
  const categories = useCategories();
  const attributes = useAttributes();
  const categorySizes = categories.data?.categories.find((c) => c.slug === category)?.sizes ?? [];
  // Untouched (null), the sizes follow the category chosen; once typed, they are the owner's.
  const [sizesTyped, setSizes] = useState<string | null>(null);
  const [values, setValues] = useState('');
  const [price, setPrice] = useState('');
  const [stock, setStock] = useState('');
  const [outcome, setOutcome] = useState<Outcome>(null);
  const titleId = useId();
  const sizes = sizesTyped ?? categorySizes.join(', ');
  const twoOptions = option2Name !== '';
  const max = twoOptions ? VARIANTS_PER_PRODUCT_MAX : SIZES_PER_PRODUCT_MAX;

  const make = async () => {
    // The shop's attributes decide what the grid ticks: on a slow line the click can come before they arrive, so it
    // waits for the request already under way rather than making the rows without their ticks.
    const shopAttributes = attributes.isPending
      ? (await attributes.refetch({ cancelRefetch: false })).data
      : attributes.data;
    const sizeList = gridValues(sizes);
    const valueList = twoOptions ? gridValues(values) : null;
    const problem = gridValueProblem([...sizeList, ...(valueList ?? [])]);
    let error: string | null = null;
    if (sizeList.length === 0) error = M.gridNoSizes;
    else if (valueList?.length === 0) error = M.gridNoValues(option2Name);
    else if (problem) error = problem === 'slash' ? M.optionSlash : M.optionTooLong;
    if (error) return setOutcome({ tone: 'danger', text: error });
    const newRow = (cell: GridCell): VariantValues => ({
      ...EMPTY_VARIANT,
      size: cell.option1,
      option2: cell.option2 ?? '',
      pricePaise: price.trim(),
      stock: mode === 'create' && stock.trim() !== '' ? stock.trim() : EMPTY_VARIANT.stock,
    });
    const plan = planVariantGrid(form.getValues('variants'), cellOf, gridCells(sizeList, valueList), newRow);
    if (plan.rows.length > max) return setOutcome({ tone: 'danger', text: M.gridTooMany(plan.rows.length, max) });
    onRows(plan.rows);
    // A second option named like an attribute ("Colour") ticks its values there too, for the shop's filter.
    const tick = tickGridValues(
      option2Name,
      valueList ?? [],
      shopAttributes?.attributes ?? [],
      form.getValues('attributes') ?? {},
    );
    if (tick.attribute !== null) form.setValue('attributes', tick.ticked, { shouldDirty: true });
    const ticked = tick.attribute === null ? '' : ` ${M.gridTicked(tick.attribute, tick.added)}`;
    setOutcome({ tone: 'success', text: `${M.gridDone(plan.added, plan.kept)}${ticked}` });
  };

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3 rounded-2xl border border-line p-4">
      <h3 id={titleId} className="text-base font-semibold text-ink">
        {M.gridLegend}
      </h3>
      <p className="text-sm text-muted">{M.gridIntro}</p>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <TextField
          label={M.gridSizes}
          hint={M.gridSizesHint}
          autoComplete="off"
          value={sizes}
          onChange={(event) => setSizes(event.target.value)}
        />
        {twoOptions && (
          <TextField
            label={M.gridValues(option2Name)}
            hint={M.gridValuesHint}
            autoComplete="off"
            value={values}
            onChange={(event) => setValues(event.target.value)}
          />
        )}
        <TextField
          label={M.gridPrice}
          prefix="₹"
          inputMode="decimal"
          autoComplete="off"
          value={price}
          onChange={(event) => setPrice(event.target.value)}
        />
        {mode === 'create' && (
          <TextField
            label={M.gridStock}
            inputMode="numeric"
            autoComplete="off"
            value={stock}
            onChange={(event) => setStock(event.target.value)}
          />
        )}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" size="sm" onClick={() => void make()}>
          {M.gridMake(twoOptions)}
        </Button>
        <p className="text-sm text-muted">{M.gridLimit(max, twoOptions)}</p>
      </div>
      {outcome && (
        <Alert look="text" tone={outcome.tone}>
          {outcome.text}
        </Alert>
      )}
    </section>
  );
}
