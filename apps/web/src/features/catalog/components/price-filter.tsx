import { PRICE_SLIDER } from '@vastra/domain/catalog';
import { formatRupeesFromRupees } from '@vastra/domain/money';
import { Slider } from '../../../components/ui/slider';

export type PriceFilterProps = { value: number; onChange: (value: number) => void };

const formatPrice = (value: number) => formatRupeesFromRupees(value).replace(/\.00$/, '');

/**
 * docs/rules/catalogue.md#shop, docs/rules/constants.md: the Price Range slider, 249 to 1999 in steps of 50, default
 * 1999.
 */
export function PriceFilter({ value, onChange }: PriceFilterProps) {
  return (
    <section aria-labelledby="price-filter-heading">
      <h2 id="price-filter-heading" className="mb-3 text-xs font-semibold tracking-[0.16em] text-muted uppercase">
        Price Range
      </h2>
      <Slider
        label="Maximum price"
        value={value}
        min={PRICE_SLIDER.min}
        max={PRICE_SLIDER.max}
        step={PRICE_SLIDER.step}
        onChange={onChange}
        formatValue={formatPrice}
        valuePrefix="Up to"
      />
    </section>
  );
}
