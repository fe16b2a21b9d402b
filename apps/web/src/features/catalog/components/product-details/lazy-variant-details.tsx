import { Suspense } from 'react';
import { lazyPart } from '../../../../lib/lazy-part';
import type { ProductDetailsProps } from './product-details';
import { ProductDetailsSkeleton } from './product-details-skeleton';

// Only a product with a second option needs its pickers and photos per value: every other product page's first
// JavaScript stays as it was, within its budget (docs/rules/performance.md, docs/decisions/099-variant-options.md).
const VariantDetails = lazyPart(() => import('./variant-details').then((module) => module.VariantDetails));

/** ProductDetails for a product with a second option (./variant-details.tsx), the skeleton until it has loaded. */
export function LazyVariantDetails(props: ProductDetailsProps) {
  return (
    <Suspense fallback={<ProductDetailsSkeleton />}>
      <VariantDetails {...props} />
    </Suspense>
  );
}
