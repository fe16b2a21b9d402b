import { lazy, Suspense } from 'react';
import type { VariantPickersProps } from './variant-pickers';

// Only a product with a second option needs these pickers: every other product page's first JavaScript stays as it
// was, within its budget (docs/rules/performance.md, docs/decisions/099-variant-options.md).
const VariantPickers = lazy(() => import('./variant-pickers').then((module) => ({ default: module.VariantPickers })));

/** VariantPickers (./variant-pickers.tsx), loaded when first shown; nothing shows until it is there. */
export function LazyVariantPickers(props: VariantPickersProps) {
  return (
    <Suspense fallback={null}>
      <VariantPickers {...props} />
    </Suspense>
  );
}
