import { Suspense } from 'react';
import { lazyPart } from '../../../../lib/lazy-part';
import { WhenNearScreen } from '../../../../lib/when-near-screen';

// The size guide's button (and its request) come when the size picker comes on screen, its dialog when first opened:
// /product's first JavaScript stays within its budget and its loading asks nothing it does not show
// (docs/rules/performance.md, docs/decisions/097-categories.md).
const SizeGuideButton = lazyPart(() => import('./size-guide-button').then((module) => module.SizeGuideButton));

/** SizeGuideButton (./size-guide-button.tsx), loaded on screen: nothing shows until it and the chart are there. */
export function LazySizeGuide({ category }: { category: string }) {
  return (
    <WhenNearScreen>
      <Suspense fallback={null}>
        <SizeGuideButton category={category} />
      </Suspense>
    </WhenNearScreen>
  );
}
