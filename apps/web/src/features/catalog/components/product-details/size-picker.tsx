import type { ReactNode } from 'react';
import { cn } from '../../../../components/ui/cn';
import { useI18n } from '../../../../lib/i18n';

export type SizePickerProps = {
  /** The option's name: "Size" (the default), or a product's second option ("Colour": decision 099). */
  name?: string;
  sizes: readonly string[];
  selected: string | null;
  isAvailable: (size: string) => boolean;
  onSelect: (size: string) => void;
  /** Shown beside the legend (the size guide's button: docs/decisions/097-categories.md). */
  aside?: ReactNode;
};

/**
 * docs/rules/catalogue.md#product-detail: size buttons; sizes with zero stock are disabled
 * (docs/rules/catalogue.md#validation).
 */
export function SizePicker({ name: given, sizes, selected, isAvailable, onSelect, aside }: SizePickerProps) {
  const { t } = useI18n();
  const name = given ?? t('Size');
  return (
    <fieldset className="relative">
      <legend className="mb-2.5 text-sm font-medium text-ink">
        {name}
        {selected && <span className="font-normal text-muted">: {selected}</span>}
      </legend>
      {aside && <div className="absolute top-0 right-0">{aside}</div>}
      <div className="flex flex-wrap gap-2">
        {sizes.map((size) => {
          const available = isAvailable(size);
          const active = size === selected;
          return (
            <button
              key={size}
              type="button"
              disabled={!available}
              aria-pressed={active}
              aria-label={available ? `${name} ${size}` : t('{name} {size} (out of stock)', { name, size })}
              onClick={() => onSelect(size)}
              className={cn(
                'min-h-11 min-w-12 rounded-full border px-4 text-sm font-medium transition-colors',
                active ? 'border-ink bg-ink text-paper' : 'border-line bg-paper text-ink hover:border-ink',
                !available && 'cursor-not-allowed border-dashed text-muted line-through opacity-60 hover:border-line',
              )}
            >
              {size}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
