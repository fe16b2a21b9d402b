import { movePriceRange, PRICE_SLIDER } from '@vastra/domain/catalog';
import { formatRupeesFromRupees } from '@vastra/domain/money';
import { Slider } from '../../../components/ui/slider';
import { useI18n } from '../../../lib/i18n';

/** The two sliders' values in rupees. */
export type PriceRangeValue = { min: number; max: number };

export type PriceFilterProps = { value: PriceRangeValue; onChange: (value: PriceRangeValue) => void };

const formatPrice = (value: number) => formatRupeesFromRupees(value).replace(/\.00$/, '');

/**
 * docs/rules/catalogue.md#shop, docs/rules/constants.md: the Price Range, 249 to 1999 in steps of 50: a minimum
 * (default 249) beside the maximum (default 1999); moving one past the other takes it along
 * (docs/decisions/102-shopper-polish.md).
 */
export function PriceFilter({ value, onChange }: PriceFilterProps) {
  const { t } = useI18n();
  const slider = { min: PRICE_SLIDER.min, max: PRICE_SLIDER.max, step: PRICE_SLIDER.step, formatValue: formatPrice };
  return (
    <section aria-labelledby="price-filter-heading" className="flex flex-col gap-4">
      <h2 id="price-filter-heading" className="text-xs font-semibold tracking-[0.16em] text-muted uppercase">
        {t('Price Range')}
      </h2>
      <Slider
        {...slider}
        label={t('Minimum price')}
        value={value.min}
        onChange={(min) => onChange(movePriceRange(value, 'min', min))}
        valuePrefix={t('From')}
        hideBounds
      />
      <Slider
        {...slider}
        label={t('Maximum price')}
        value={value.max}
        onChange={(max) => onChange(movePriceRange(value, 'max', max))}
        valuePrefix={t('Up to')}
      />
    </section>
  );
}
