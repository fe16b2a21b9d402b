import {
  isSizeAvailable,
  keyForOption2,
  option1Values,
  option2Values,
  splitVariantKey,
  variantKey,
  type Product,
} from '@vastra/domain/catalog';
import type { ReactNode } from 'react';
import { SizePicker } from './size-picker';

export type VariantPickersProps = {
  product: Product;
  /** The chosen variant's key ("M", or "M / Red"), null for a product without sizes. */
  selected: string | null;
  onSelect: (key: string) => void;
  /** Beside the size picker's legend (the size guide). */
  aside?: ReactNode;
};

/**
 * For a product with a second option (docs/decisions/099-variant-options.md): a picker of its values and the size
 * picker, the same buttons: a size is sold out when its variant in the chosen value is; a value when all of its
 * variants are. Picking a value keeps the size when that variant is in stock, else takes the value's first in stock.
 * Shown by ./variant-details.tsx, loaded only for such a product.
 */
export function VariantPickers({ product, selected, onSelect, aside }: VariantPickersProps) {
  const available = (key: string) => isSizeAvailable(product, key);
  const [size, value] = selected === null ? [null, null] : splitVariantKey(selected);
  const values = option2Values(product.sizes);
  const shownValue = value ?? values[0] ?? null;
  // One block (the fit line hangs under it, product-details.tsx), the two pickers as far apart as the page's parts.
  return (
    <div className="flex flex-col gap-6">
      <SizePicker
        name={product.option2Name ?? ''}
        sizes={values}
        selected={value}
        isAvailable={(v) => product.sizes.some((k) => splitVariantKey(k)[1] === v && available(k))}
        onSelect={(v) => onSelect(keyForOption2(product.sizes, size ?? '', v, available))}
      />
      <SizePicker
        sizes={option1Values(product.sizes)}
        selected={size}
        isAvailable={(s) => available(variantKey(s, shownValue))}
        aside={aside}
        onSelect={(s) => onSelect(variantKey(s, shownValue))}
      />
    </div>
  );
}
