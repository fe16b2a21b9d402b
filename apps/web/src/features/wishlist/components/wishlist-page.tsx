import type { BackInStockAlert } from '@vastra/domain/api';
import { isSizeAvailable, visibleOriginalPrice, visiblePrice, type Product } from '@vastra/domain/catalog';
import { productTextIn } from '@vastra/domain/i18n';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { Photo } from '../../../components/ui/product-photo';
import { Price } from '../../../components/ui/price';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { useI18n } from '../../../lib/i18n';

// The texts are the domain's WISHLIST_MESSAGES (packages/domain/src/wishlist/messages.ts), in the shopper's language.

/** One saved product: loaded, still loading, or gone from the shop (left out). */
export type WishlistEntry = { productId: string; product: Product | undefined; pending: boolean };

export type WishlistPageProps = {
  entries: readonly WishlistEntry[];
  alerts: readonly BackInStockAlert[];
  onRemove: (productId: string) => void;
};

/** /wishlist: the saved products (photo, title, price, sizes in stock, a link, remove) and the sizes she waits for. */
export function WishlistPage({ entries, alerts, onRemove }: WishlistPageProps) {
  const { t } = useI18n();
  const shown = entries.filter((e) => e.pending || e.product);
  return (
    <div className="mx-auto max-w-5xl px-4 pt-6 pb-20 sm:px-6 lg:px-8">
      <h1 className="font-display text-3xl text-ink">{t('My Wishlist')}</h1>
      {shown.length === 0 ? (
        <p className="mt-6 text-muted">{t('Your wishlist is empty. Tap the heart on a product to save it here.')}</p>
      ) : (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2">
          {shown.map(({ productId, product }) => (
            <li key={productId} className="flex gap-4 rounded-[var(--radius-card)] border border-line p-3">
              {product ? <Saved product={product} onRemove={onRemove} /> : <Skeleton className="h-28 w-full" />}
            </li>
          ))}
        </ul>
      )}
      {alerts.length > 0 && (
        <section className="mt-10" aria-labelledby="wishlist-waiting">
          <h2 id="wishlist-waiting" className="font-display text-xl text-ink">
            {t('Sizes you are waiting for')}
          </h2>
          <ul className="mt-3 space-y-2 text-sm">
            {alerts.map((a) => (
              <li key={`${a.productId}/${a.size}`}>
                <Link to={paths.product.getHref(a.productId)} className="font-medium text-ink underline">
                  {a.title}
                </Link>{' '}
                <span className="text-muted">
                  {a.notifiedAt
                    ? t('Size {size}: back in stock, we texted you', { size: a.size })
                    : t("Size {size}: we'll text you when it's back", { size: a.size })}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

function Saved({ product, onRemove }: { product: Product; onRemove: (productId: string) => void }) {
  const { t, language } = useI18n();
  // Its Hindi title on a Hindi page, as its card shows it (docs/decisions/136-hindi-storefront.md).
  const { title } = productTextIn(product, language);
  const inStock = product.sizes.filter((size) => isSizeAvailable(product, size));
  const href = paths.product.getHref(product._id);
  return (
    <>
      <div className="w-24 shrink-0 overflow-hidden rounded-lg bg-sand">
        {product.images[0] && (
          <Photo
            src={product.images[0]}
            alt={title}
            sizes="96px"
            width={96}
            height={128}
            className="h-32 w-24 object-cover"
          />
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <h2 className="text-sm leading-snug text-ink">{title}</h2>
        <Price price={visiblePrice(product)} originalPrice={visibleOriginalPrice(product)} size="sm" />
        <p className="text-xs text-muted">
          {inStock.length > 0 ? t('Sizes in stock: {sizes}', { sizes: inStock.join(', ') }) : t('Out of stock')}
        </p>
        <div className="mt-auto flex flex-wrap gap-2">
          <Link to={href} className={buttonClasses({ size: 'sm' })}>
            {t('View product')}
            <span className="sr-only">: {title}</span>
          </Link>
          <button
            type="button"
            onClick={() => onRemove(product._id)}
            className={buttonClasses({ variant: 'secondary', size: 'sm' })}
          >
            {t('Remove')}
            <span className="sr-only">: {title}</span>
          </button>
        </div>
      </div>
    </>
  );
}
