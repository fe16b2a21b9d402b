import {
  cardDefaultSize,
  isOutOfStock,
  isSizeAvailable,
  visibleOriginalPrice,
  visiblePrice,
  type Product,
} from '@vastra/domain/catalog';
import { productTextIn } from '@vastra/domain/i18n';
import { memo } from 'react';
import { buttonClasses } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { Price } from '../../../components/ui/price';
import { ShopLink } from '../../../components/ui/shop-link';
import { paths } from '../../../config/paths';
import { useCategoryNameIn } from '../../../lib/category-names';
import { useI18n } from '../../../lib/i18n';
import { ProductImage } from './product-image';
import { RatingLine } from '../../../components/ui/rating';
import { LazyOfferBadges } from '../../../components/pricing/lazy-offer-badges';
import { LazyWishlistHeart } from '../../../components/ui/lazy-wishlist-heart';

export type ProductCardProps = {
  product: Product;
  /** Cards in the first row load their image eagerly. */
  priority?: boolean;
  className?: string;
};

/** The state a card hands to the product page: the card's selected size (docs/rules/catalogue.md#behaviour). */
export type ProductCardState = { selectedSize: string | null };

/**
 * docs/rules/catalogue.md#product-card: the whole card (a stretched link), its Shop Now button and Enter open
 * /product/{id}; image or placeholder, title, visible price with original and '{n}% OFF', the rating when it
 * has reviews, and the 'Out of Stock' overlay when no stock is left.
 */
function ProductCardView({ product, priority, className }: ProductCardProps) {
  const { t, language } = useI18n();
  const { title } = productTextIn(product, language);
  const categoryName = useCategoryNameIn()(product.category);
  const href = paths.product.getHref(product._id);
  const state: ProductCardState = { selectedSize: cardDefaultSize(product) };
  const soldOut = isOutOfStock(product);
  return (
    <article className={cn('group relative flex flex-col', className)}>
      <div className="relative overflow-hidden rounded-[var(--radius-card)] bg-sand">
        <ProductImage
          src={product.images[0]}
          alt={title}
          priority={priority}
          className={cn(
            'transition-transform duration-500 ease-out group-hover:scale-[1.03]',
            soldOut && 'opacity-60 grayscale-[40%]',
          )}
        />
        {/* Over the photo, not below the price: the badges come after the first paint, and a card growing then would
            shift the rows under the shopper's eyes (and a restored scroll position with them). */}
        <div className="absolute inset-x-2 bottom-2">
          <LazyOfferBadges product={product} max={2} />
        </div>
        {soldOut && (
          <div className="absolute inset-0 grid place-items-center bg-paper/30">
            <span
              className={
                'rounded-full bg-ink/85 px-4 py-1.5 text-xs font-semibold ' + 'tracking-[0.18em] text-paper uppercase'
              }
            >
              {t('Out of Stock')}
            </span>
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-1.5 pt-3">
        <p className="text-[0.6875rem] font-medium tracking-[0.16em] text-muted uppercase">{categoryName}</p>
        <h3 className="line-clamp-2 text-sm leading-snug text-ink sm:text-[0.9375rem]">
          <ShopLink
            to={href}
            state={state}
            className={
              'outline-none after:absolute after:inset-0 ' +
              'after:rounded-[var(--radius-card)] focus-visible:after:outline-2 ' +
              'focus-visible:after:outline-offset-4 focus-visible:after:outline-accent'
            }
          >
            {title}
          </ShopLink>
        </h3>
        {/* Drawn over the photo's corner, but after the title in the page's order: Tab reaches the product first. */}
        <LazyWishlistHeart productId={product._id} className="absolute top-2 right-2 z-10" />
        <Price price={visiblePrice(product)} originalPrice={visibleOriginalPrice(product)} size="sm" />
        <RatingLine rating={product.rating} className="text-xs" />
        {product.sizes.length > 0 && <SizeList product={product} selected={state.selectedSize} />}
        <ShopLink
          to={href}
          state={state}
          className={buttonClasses({
            variant: 'secondary',
            size: 'sm',
            className: 'relative z-10 mt-auto w-full self-start border-ink/25 sm:w-auto',
          })}
        >
          {t('Shop Now')}
          <span className="sr-only">: {title}</span>
        </ShopLink>
      </div>
    </article>
  );
}

function SizeList({ product, selected }: { product: Product; selected: string | null }) {
  const { t } = useI18n();
  return (
    <p className="mb-2 flex flex-wrap gap-1 text-[0.6875rem] text-muted">
      <span className="sr-only">{t('Sizes:')}</span>
      {product.sizes.map((size) => {
        const available = isSizeAvailable(product, size);
        return (
          <span
            key={size}
            className={cn(
              'rounded border px-1.5 py-px leading-4',
              size === selected ? 'border-ink text-ink' : 'border-line',
              !available && 'border-dashed line-through',
            )}
          >
            {size}
            {!available && <span className="sr-only"> {t('(sold out)')}</span>}
          </span>
        );
      })}
    </p>
  );
}

export const ProductCard = memo(ProductCardView);
