import { secondOptionLabel, splitVariantKey } from '@vastra/domain/catalog';
import { nameIn } from '@vastra/domain/i18n';
import { formatRupees, formatRupeesFromRupees } from '@vastra/domain/money';
import { DEFAULT_CART_SIZE, isAtLimit, lineSubtotal, stockLimit, type CartItem } from '@vastra/domain/cart';
import { useState } from 'react';
import { Link } from 'react-router';
import { ProductPhoto } from '../../../components/ui/product-photo';
import { QuantityStepper } from '../../../components/ui/quantity-stepper';
import { paths } from '../../../config/paths';
import { useI18n, type Translator } from '../../../lib/i18n';

/** The line as the server's quote priced it today (a sale that ended shows its new price). */
export type PricedCartLine = { unitPrice: number; compareAtPrice: number | null };

export type CartLineProps = {
  item: CartItem;
  /** Today's price from the quote; without one the price from when the line was added is shown. */
  priced?: PricedCartLine | null;
  onIncrease: () => void;
  onDecrease: () => void;
  onRemove: () => void;
};

/** One cart row (docs/rules/cart.md#screen): image and title open the product, quantity, notes, sub total, Remove. */
export function CartLine({ item, priced = null, onIncrease, onDecrease, onRemove }: CartLineProps) {
  const { t, language } = useI18n();
  const [limitClicked, setLimitClicked] = useState(false);
  // In Hindi on a Hindi page when the product has a Hindi title (docs/decisions/178-seed-titles-in-hindi.md).
  const title = item.title ? nameIn({ name: item.title, hindiName: item.hindiTitle }, language) : t('Item');
  const limit = stockLimit(item);
  // The domain's limitNote, in the shopper's language.
  const maxNote = limit !== undefined && isAtLimit(item) ? t('Max available: {stock}', { stock: limit }) : null;
  const sizeLabel = item.selectedSize === DEFAULT_CART_SIZE ? null : item.selectedSize;
  // A product with a second option: "Size: M · Colour: Red" (docs/decisions/099-variant-options.md).
  const optionsLabel = optionsLabelOf(item, t);
  const toProduct = { pathname: paths.product.getHref(item.id) };
  const carried = { product: item };
  const unitPrice = priced?.unitPrice ?? item.price;
  const was = priced?.compareAtPrice != null && priced.compareAtPrice > unitPrice ? priced.compareAtPrice : null;

  return (
    <li className="grid grid-cols-[5.5rem_1fr] gap-4 py-5 sm:grid-cols-[7rem_1fr] sm:gap-6">
      <Link
        to={toProduct}
        state={carried}
        tabIndex={-1}
        aria-hidden="true"
        className="block self-start overflow-hidden rounded-xl bg-sand"
      >
        <ProductPhoto
          src={item.image}
          alt=""
          width={112}
          height={140}
          sizes="112px"
          loading="lazy"
          className="aspect-[4/5] w-full object-cover"
        />
      </Link>
      <div className="flex min-w-0 flex-col gap-3">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <Link
              to={toProduct}
              state={carried}
              className="line-clamp-2 font-medium text-ink hover:text-accent-dark hover:underline"
            >
              {title}
            </Link>
            <p className="mt-1 text-sm text-muted">
              {optionsLabel ? (
                <>
                  <span className="font-medium text-ink">{optionsLabel}</span> ·{' '}
                </>
              ) : (
                sizeLabel && (
                  <>
                    {t('Size:')} <span className="font-medium text-ink">{sizeLabel}</span> ·{' '}
                  </>
                )
              )}
              {was !== null && (
                <s className="mr-1">
                  <span className="sr-only">{`${t('Original price')} `}</span>
                  {formatRupeesFromRupees(was)}
                </s>
              )}
              {t('{price} each', { price: formatRupeesFromRupees(unitPrice) })}
            </p>
          </div>
          <p className="shrink-0 text-right">
            <span className="sr-only">{`${t('Sub total')} `}</span>
            <span className="font-semibold tabular-nums text-ink">
              {formatRupees(lineSubtotal({ price: unitPrice, quantity: item.quantity }))}
            </span>
          </p>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <QuantityStepper
            size="sm"
            value={item.quantity}
            max={limit}
            label={
              sizeLabel
                ? t('Quantity of {title} ({size})', { title, size: optionsLabel ?? sizeLabel })
                : t('Quantity of {title}', { title })
            }
            onChange={(next) => {
              setLimitClicked(false);
              if (next > item.quantity) onIncrease();
              else onDecrease();
            }}
            onIncreaseAtMax={() => {
              setLimitClicked(true);
              onIncrease();
            }}
          />
          <button
            type="button"
            onClick={onRemove}
            aria-label={t('Remove {title}', { title })}
            className="rounded-full px-2 py-1 text-sm text-muted underline-offset-4 hover:text-danger hover:underline"
          >
            {t('Remove')}
          </button>
        </div>
        <div aria-live="polite" className="space-y-1 text-xs empty:hidden">
          {maxNote && <p className="font-medium text-accent-dark">{maxNote}</p>}
          {limitClicked && limit !== undefined && (
            <p className="text-muted">
              {/* The domain's leftInStockNote, in the shopper's language. */}
              {t('Only {stock} left in stock for "{title}" ({size})', { stock: limit, title, size: item.selectedSize })}
            </p>
          )}
        </div>
      </div>
    </li>
  );
}

/** The domain's secondOptionLabel ("Size: M · Colour: Red", the second option's name as the shop wrote it). */
function optionsLabelOf(item: CartItem, t: Translator['t']): string | null {
  if (secondOptionLabel(item.selectedSize, item.option2Name) === null) return null;
  const [size, value] = splitVariantKey(item.selectedSize);
  return t('Size: {size} · {option}: {value}', { size, option: item.option2Name ?? '', value: value ?? '' });
}
