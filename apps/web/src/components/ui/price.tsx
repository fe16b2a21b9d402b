import { discountPercent, formatRupeesFromRupees } from '@vastra/domain/money';
import { useI18n } from '../../lib/i18n';
import { Badge } from './badge';
import { cn } from './cn';

export type PriceProps = {
  /** The price in rupees, as the API sends it. */
  price: number;
  /** The original price in rupees; struck through with a '{n}% OFF' badge when it exceeds the price. */
  originalPrice?: number | null;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
};

const SIZES = { sm: 'text-base', md: 'text-lg', lg: 'text-2xl sm:text-3xl' } as const;

/** docs/rules/catalogue.md#product-card: price, struck-through original price and the percent-off badge. */
export function Price({ price, originalPrice = null, size = 'md', className }: PriceProps) {
  const { t } = useI18n();
  const percent = discountPercent(originalPrice, price);
  return (
    <p className={cn('flex flex-wrap items-center gap-x-2 gap-y-1', className)}>
      <span className={cn('font-semibold text-ink tabular-nums', SIZES[size])}>
        <span className="sr-only">{t('Price')} </span>
        {formatRupeesFromRupees(price)}
      </span>
      {percent !== null && originalPrice !== null && (
        <>
          <s className="text-sm text-muted tabular-nums">
            <span className="sr-only">{t('Original price')} </span>
            {formatRupeesFromRupees(originalPrice)}
          </s>
          <Badge tone="accent">{t('{percent}% OFF', { percent })}</Badge>
        </>
      )}
    </p>
  );
}
