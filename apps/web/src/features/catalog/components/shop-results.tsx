import type { Product } from '@vastra/domain/catalog';
import { Link } from 'react-router';
import { EMPTY_SHOP_QUERY, shopHref, type ShopQuery } from '@vastra/domain/catalog';
import { useI18n } from '../../../lib/i18n';
import { ProductCard } from './product-card';

export type ShopResultsProps = {
  query: ShopQuery;
  items: readonly Product[];
  didYouMean: string | null;
  /** The shop's categories (the answer's category facet): offered when a search found nothing. */
  categories: readonly { value: string; name: string }[];
  nextCursor: string | null;
  loadingMore: boolean;
  onShowMore: () => void;
  className?: string;
};

/**
 * The result cards; when nothing matches, the spec's line and 'Did you mean …?' (a link to that search), and after a
 * search the shop's categories to browse instead of a dead end. 'Show more products' is a real link to the next
 * page's address, so a crawler can follow it; a click loads that page below the ones shown instead.
 */
export function ShopResults({
  query,
  items,
  didYouMean,
  categories,
  nextCursor,
  loadingMore,
  onShowMore,
  className,
}: ShopResultsProps) {
  const { t } = useI18n();
  if (items.length === 0) {
    return (
      <div className="py-16 text-center text-muted">
        <p>{t('No products match your filters.')}</p>
        {didYouMean && (
          <p className="mt-3">
            {t('Did you mean ')}
            <Link to={shopHref({ ...query, q: didYouMean, sort: null })} className="font-medium text-ink underline">
              {didYouMean}
            </Link>
            ?
          </p>
        )}
        {query.q !== '' && categories.length > 0 && (
          <>
            <p className="mt-6">{t('Or browse a category:')}</p>
            <ul aria-label={t('Categories to browse')} className="mt-3 flex flex-wrap justify-center gap-2">
              {categories.map((c) => (
                <li key={c.value}>
                  <Link
                    to={shopHref({ ...EMPTY_SHOP_QUERY, category: c.value })}
                    className={
                      'inline-flex min-h-11 items-center rounded-full border border-line px-4 text-sm text-ink ' +
                      'hover:border-ink'
                    }
                  >
                    {c.name}
                  </Link>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    );
  }
  return (
    <>
      <ul className={className}>
        {items.map((product, index) => (
          <li key={product._id} className="flex">
            <ProductCard product={product} priority={index < 2} className="w-full" />
          </li>
        ))}
      </ul>
      {nextCursor && (
        <div className="mt-10 flex justify-center">
          <a
            href={shopHref(query, nextCursor)}
            aria-disabled={loadingMore || undefined}
            onClick={(event) => {
              // A new tab or window follows the link itself.
              if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
              event.preventDefault();
              if (!loadingMore) onShowMore();
            }}
            className="inline-flex min-h-11 items-center text-sm text-muted underline underline-offset-4 hover:text-ink"
          >
            {loadingMore ? t('Loading more products…') : t('Show more products')}
          </a>
        </div>
      )}
    </>
  );
}
