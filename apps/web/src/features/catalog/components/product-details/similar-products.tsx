import type { Product } from '@vastra/domain/catalog';
import { useI18n } from '../../../../lib/i18n';
import { ProductCard } from '../product-card';

/** docs/rules/catalogue.md#product-detail: up to 5 similar products from the same category (the caller picks them). */
export function SimilarProducts({ products }: { products: readonly Product[] }) {
  const { t } = useI18n();
  if (products.length === 0) return null;
  return (
    <section aria-labelledby="similar-products" className="space-y-6">
      <h2 id="similar-products" className="font-display text-2xl text-ink sm:text-3xl">
        {t('You may also like')}
      </h2>
      <ul className="grid grid-cols-2 gap-x-3 gap-y-8 sm:gap-x-5 md:grid-cols-3 lg:grid-cols-5">
        {products.map((product) => (
          <li key={product._id} className="flex">
            <ProductCard product={product} className="w-full" />
          </li>
        ))}
      </ul>
    </section>
  );
}
