import { NEW_ARRIVALS_COUNT, type Product } from '@vastra/domain/catalog';
import { ProductCard } from './product-card';
import { ProductCardSkeleton } from './product-card-skeleton';
import { SectionHeading } from './section-heading';

/** A home section's products as the home query gave them (picked by the API), and whether it is loading. */
export type HomeProductsProps = { products: readonly Product[] | undefined; isPending: boolean };

/**
 * docs/rules/catalogue.md#home: New Arrivals, a grid of the 4 random products the home brought (failures are
 * silently ignored).
 */
export function NewArrivals({ products, isPending }: HomeProductsProps) {
  const picks = products ?? [];
  if (!isPending && picks.length === 0) return null;
  return (
    <section aria-labelledby="new-arrivals-heading" className="mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8">
      <SectionHeading id="new-arrivals-heading" eyebrow="Just in" title="New Arrivals" />
      <ul className="grid grid-cols-2 gap-x-3 gap-y-8 sm:gap-x-5 lg:grid-cols-4">
        {isPending
          ? Array.from({ length: NEW_ARRIVALS_COUNT }, (_, i) => (
              <li key={i}>
                <ProductCardSkeleton />
              </li>
            ))
          : picks.map((product) => (
              <li key={product._id} className="flex">
                <ProductCard product={product} className="w-full" />
              </li>
            ))}
      </ul>
    </section>
  );
}
