import { Suspense } from 'react';
import { lazyPart } from '../../../../lib/lazy-part';

// The size guide's button (and its request) come after the first paint, its dialog when first opened: /product's first
// JavaScript stays within its budget (docs/rules/performance.md, docs/decisions/097-categories.md).
const SizeGuideButton = lazyPart(() => import('./size-guide-button').then((module) => module.SizeGuideButton));

/** SizeGuideButton (./size-guide-button.tsx), loaded after the page: nothing shows until it and the chart are there. */
export function LazySizeGuide({ category }: { category: string }) {
  return (
    <Suspense fallback={null}>
      <SizeGuideButton category={category} />
    </Suspense>
  );
}
