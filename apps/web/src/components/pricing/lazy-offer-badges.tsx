import { Suspense } from 'react';
import { lazyPart } from '../../lib/lazy-part';
import type { OfferBadgesProps } from './offer-badges';

// The badges come after the first paint (the offers are asked then), so their code stays out of the storefront's
// first JavaScript (docs/rules/performance.md).
const OfferBadges = lazyPart(() => import('./offer-badges').then((module) => module.OfferBadges));

/** OfferBadges (./offer-badges.tsx), loaded after the page: nothing is drawn until it and the offers are there. */
export function LazyOfferBadges(props: OfferBadgesProps) {
  return (
    <Suspense fallback={null}>
      <OfferBadges {...props} />
    </Suspense>
  );
}
