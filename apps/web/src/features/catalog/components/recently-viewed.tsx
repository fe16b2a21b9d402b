import { useQueries } from '@tanstack/react-query';
import { recentlyViewedToShow, type Product } from '@vastra/domain/catalog';
import { useEffect, useState } from 'react';
import { afterFirstPaint } from '../../../lib/after-first-paint';
import { useI18n } from '../../../lib/i18n';
import { isProductNotFound, productQueryOptions } from '../api/get-product';
import { loadRecentlyViewed } from '../../../lib/recently-viewed';
import { ProductCard } from './product-card';
import { SectionHeading } from './section-heading';

/** How often a product of the section that failed to load is asked again. */
const RETRIES = 3;

/**
 * The home page's last section: the products this device opened last, newest first
 * (docs/decisions/125-recently-viewed-and-share.md). Read after the first paint; shown once one has loaded, and
 * nothing for a first visit or when none is still in the shop.
 */
export function RecentlyViewed() {
  const { t } = useI18n();
  const [ids, setIds] = useState<string[]>([]);
  useEffect(() => {
    let live = true;
    void afterFirstPaint().then(() => live && setIds(recentlyViewedToShow(loadRecentlyViewed())));
    return () => {
      live = false;
    };
  }, []);
  // A product that failed to load is left out of the section, so a passing failure (a busy server, a dropped
  // connection on a phone) is asked again up to three times; one the shop no longer has (404) is not.
  const answers = useQueries({
    queries: ids.map((id) => ({
      ...productQueryOptions(id),
      retry: (count: number, error: unknown) => !isProductNotFound(error) && count < RETRIES,
    })),
  });
  const products = answers.flatMap((answer): Product[] => (answer.data ? [answer.data] : []));
  if (products.length === 0) return null;
  return (
    <section aria-labelledby="recently-viewed-heading" className="mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8">
      <SectionHeading
        id="recently-viewed-heading"
        eyebrow={t('Pick up where you left off')}
        title={t('Recently viewed')}
      />
      <ul className="grid grid-cols-2 gap-x-3 gap-y-8 sm:gap-x-5 lg:grid-cols-4">
        {products.map((product) => (
          <li key={product._id} className="flex">
            <ProductCard product={product} className="w-full" />
          </li>
        ))}
      </ul>
    </section>
  );
}

export default RecentlyViewed;
