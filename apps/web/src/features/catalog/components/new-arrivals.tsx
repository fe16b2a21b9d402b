import { NEW_ARRIVALS_COUNT, type Product } from '@vastra/domain/catalog';
import { useI18n } from '../../../lib/i18n';
import { ProductCard } from './product-card';
import { ProductCardSkeleton } from './product-card-skeleton';
import { SectionHeading } from './section-heading';

/**
 * A home section's products as the home query gave them (picked by the API), and whether it is loading; its title is
 * the owner's (docs/decisions/094-home-content.md), today's by default.
 */
export type HomeProductsProps = {
  products: readonly Product[] | undefined;
  isPending: boolean;
  title?: string;
};

/** A rail of the owner's (handpicked or a category's), in the New Arrivals grid. */
export function ProductRail({ id, ...props }: HomeProductsProps & { id: string; title: string }) {
  return <ProductGridSection {...props} headingId={`rail-${id}-heading`} />;
}

/**
 * docs/rules/catalogue.md#home: New Arrivals, a grid of the 4 random products the home brought (failures are
 * silently ignored).
 */
export function NewArrivals({ title, ...props }: HomeProductsProps) {
  const { t } = useI18n();
  return (
    <ProductGridSection
      {...props}
      title={title ?? t('New Arrivals')}
      eyebrow={t('Just in')}
      headingId="new-arrivals-heading"
    />
  );
}

function ProductGridSection({
  products,
  isPending,
  title,
  eyebrow,
  headingId,
}: HomeProductsProps & { title: string; eyebrow?: string; headingId: string }) {
  const picks = products ?? [];
  if (!isPending && picks.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8">
      <SectionHeading id={headingId} {...(eyebrow ? { eyebrow } : {})} title={title} />
      <ul className="grid grid-cols-2 gap-x-3 gap-y-8 sm:gap-x-5 lg:grid-cols-4">
        {isPending
          ? Array.from({ length: NEW_ARRIVALS_COUNT }, (_, i) => (
              <li key={i}>
                <ProductCardSkeleton />
              </li>
            ))
          : picks.map((product) => (
              <li key={product._id} className="cv-auto flex">
                <ProductCard product={product} className="w-full" />
              </li>
            ))}
      </ul>
    </section>
  );
}
