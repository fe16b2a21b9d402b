import {
  clampProductQuantity,
  isSizeAvailable,
  originalPriceForSize,
  priceForSize,
  productPageDefaultSize,
  stockOf,
  type Product,
} from '@vastra/domain/catalog';
import { nameIn, productTextIn } from '@vastra/domain/i18n';
import { formatRupeesFromRupees } from '@vastra/domain/money';
import { useState, type ReactNode } from 'react';
import { LazyOfferBadges } from '../../../../components/pricing/lazy-offer-badges';
import { Button } from '../../../../components/ui/button';
import { Price } from '../../../../components/ui/price';
import { QuantityStepper } from '../../../../components/ui/quantity-stepper';
import { RatingLine } from '../../../../components/ui/rating';
import { useI18n } from '../../../../lib/i18n';
import { ProductGallery } from './product-gallery';
import { LazySizeGuide } from './lazy-size-guide';
import { SizePicker } from './size-picker';
import { CategoryName } from '../../api/use-category-name';

/** What the shopper chose: the size (null for a product without sizes) and the quantity. */
export type ProductChoice = { size: string | null; quantity: number };

export type ProductDetailsProps = {
  product: Product;
  onAddToCart: (choice: ProductChoice) => void;
  onBuyNow: (choice: ProductChoice) => void;
  /**
   * A cart warning to show under the buttons (docs/rules/catalogue.md#validation), e.g. 'Only 3 items available in
   * stock.'
   */
  notice?: string | null;
  /** Disables the buttons, e.g. while the session is being checked. */
  busy?: boolean;
  /** The choice to start from, e.g. the one made before a login; the defaults otherwise. */
  initialChoice?: ProductChoice;
  /** The delivery block (the page's Check delivery, loaded lazily); the spec's estimate alone without it. */
  delivery?: ReactNode;
  /**
   * What shoppers say of the fit, under the size picker (the reviews' fit line, loaded after the page): a block that
   * brings its own top margin.
   */
  fit?: ReactNode;
  /**
   * What shipping costs, after "Inclusive of all taxes" (" · Free shipping", drawn by its own component so its
   * arrival redraws only itself); nothing while it is not known.
   */
  shipping?: ReactNode;
  /**
   * For a product with a second option (./variant-details.tsx, decision 099): the photos of a chosen variant, and
   * its pickers in place of the size picker.
   */
  variants?: {
    images: (key: string | null) => readonly string[];
    pickers: (key: string | null, onSelect: (key: string) => void, aside: ReactNode) => ReactNode;
  };
};

const BUY_BAR =
  'flex gap-3 max-sm:fixed max-sm:inset-x-0 max-sm:bottom-0 max-sm:z-30 max-sm:items-center ' +
  'max-sm:border-t max-sm:border-line max-sm:bg-paper max-sm:px-4 max-sm:py-3 ' +
  'max-sm:shadow-[0_-4px_16px_rgb(0_0_0/0.06)]';
const BAR_BUTTON = 'flex-1 max-sm:min-w-0 max-sm:px-3 max-sm:text-sm';

/**
 * docs/rules/catalogue.md#product-detail: gallery, title, description, price with original and percent off, size
 * buttons, 'In Stock: n', a quantity stepper bounded by the selected size's stock (docs/rules/catalogue.md#validation),
 * and 'Add to Cart' (or 'Out of Stock') and 'Buy Now'. Mount with key={product._id} to reset the choice.
 */
export function ProductDetails({
  product,
  onAddToCart,
  onBuyNow,
  notice,
  busy,
  initialChoice,
  delivery,
  shipping,
  variants,
  fit,
}: ProductDetailsProps) {
  const { t, language } = useI18n();
  const { title, description } = productTextIn(product, language);
  const [size, setSize] = useState<string | null>(() =>
    initialChoice?.size && isSizeAvailable(product, initialChoice.size)
      ? initialChoice.size
      : productPageDefaultSize(product),
  );
  const [quantity, setQuantity] = useState(() =>
    initialChoice ? clampProductQuantity(product, size, initialChoice.quantity) : 1,
  );
  const stock = size === null ? product.stock : stockOf(product, size);
  const soldOut = stock <= 0;
  const images = variants ? variants.images(size) : product.images;
  const onSelectSize = (name: string) => {
    setSize(name);
    setQuantity((q) => clampProductQuantity(product, name, q));
  };
  const aside = <LazySizeGuide category={product.category} />;
  const choice = (): ProductChoice => ({ size, quantity: clampProductQuantity(product, size, quantity) });

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)] lg:gap-14">
      <ProductGallery key={images[0]} images={images} title={title} />
      <div className="flex flex-col gap-6">
        <div className="space-y-3">
          <p className="text-[0.6875rem] font-semibold tracking-[0.22em] text-accent uppercase">
            <CategoryName category={product.category} />
          </p>
          <h1 className="font-display text-3xl leading-tight text-ink sm:text-4xl">{title}</h1>
          <RatingLine rating={product.rating} long className="text-sm" />
          <Price price={priceForSize(product, size)} originalPrice={originalPriceForSize(product, size)} size="lg" />
          <LazyOfferBadges product={product} />
          <p className="text-xs text-muted">
            {t('Inclusive of all taxes')}
            {shipping}
          </p>
        </div>
        {/* The fit line hangs under the picker (its own top margin), so a part that waits for the picker to come on
            screen (lib/when-near-screen.tsx) marks its place right below it. */}
        {product.sizes.length > 0 ? (
          <div>
            {variants?.pickers(size, onSelectSize, aside) ?? (
              <SizePicker
                sizes={product.sizes}
                selected={size}
                isAvailable={(name) => isSizeAvailable(product, name)}
                aside={aside}
                onSelect={onSelectSize}
              />
            )}
            {fit}
          </div>
        ) : (
          fit
        )}
        <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
          <QuantityStepper
            value={soldOut ? 1 : quantity}
            min={1}
            max={Math.max(1, stock)}
            disabled={soldOut}
            onChange={setQuantity}
          />
          <p className={soldOut ? 'text-sm font-medium text-danger' : 'text-sm font-medium text-success'}>
            {t('In Stock: {stock}', { stock })}
          </p>
        </div>
        {/* On a phone these very buttons, with the price, stay at the foot of the screen while the photos and the
            details scroll (index.css keeps the page's end clear of them): the same texts and rules everywhere. */}
        <div data-buy-bar className={BUY_BAR}>
          <p aria-hidden="true" className="shrink-0 font-semibold text-ink tabular-nums sm:hidden">
            {formatRupeesFromRupees(priceForSize(product, size))}
          </p>
          <Button size="lg" className={BAR_BUTTON} disabled={soldOut || busy} onClick={() => onAddToCart(choice())}>
            {soldOut ? t('Out of Stock') : t('Add to Cart')}
          </Button>
          <Button
            size="lg"
            variant="secondary"
            className={BAR_BUTTON}
            disabled={soldOut || busy}
            onClick={() => onBuyNow(choice())}
          >
            {t('Buy Now')}
          </Button>
        </div>
        {notice && (
          <p role="alert" className="rounded-xl border border-gold/40 bg-[#fbf1de] px-4 py-3 text-sm text-ink">
            {notice}
          </p>
        )}
        <ul className="grid grid-cols-2 gap-4 border-y border-line py-5 text-sm text-muted">
          <li className={delivery ? 'col-span-2' : undefined}>
            <span className="block font-medium text-ink">{t('Delivery')}</span>
            {/* DELIVERY_ESTIMATE (docs/rules/constants.md) */}
            {delivery ?? t('5–7 working days')}
          </li>
          <li>
            <span className="block font-medium text-ink">{t('Pay your way')}</span>
            {t('Card or Cash on Delivery')}
          </li>
        </ul>
        {description && (
          <section aria-labelledby="product-description" className="space-y-2">
            <h2 id="product-description" className="font-display text-xl text-ink">
              {t('Description')}
            </h2>
            <p className="leading-relaxed whitespace-pre-line text-muted">{description}</p>
          </section>
        )}
        {(product.attributes?.length ?? 0) > 0 && (
          <section aria-labelledby="product-attributes" className="space-y-2">
            <h2 id="product-attributes" className="font-display text-xl text-ink">
              {t('Details')}
            </h2>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              {product.attributes?.map((attribute) => (
                <div key={attribute.slug} className="contents">
                  <dt className="font-medium text-ink">{`${nameIn(attribute, language)}:`}</dt>
                  <dd className="text-muted">{attribute.values.map((v) => nameIn(v, language)).join(', ')}</dd>
                </div>
              ))}
            </dl>
          </section>
        )}
      </div>
    </div>
  );
}
