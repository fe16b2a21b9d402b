import { QueryClientContext } from '@tanstack/react-query';
import type { AvailableOffer } from '@vastra/domain/api';
import { useContext } from 'react';
import { useI18n } from '../../lib/i18n';
import { useLiveOffers } from '../../lib/pricing/live-offers';

export type OfferBadgesProps = {
  product: { _id: string; category: string };
  /** The most badges shown (a card has room for two). */
  max?: number;
};

/** The live offers that cover a product: the whole shop's, its category's and those naming its id. */
export function offersCovering(product: OfferBadgesProps['product'], offers: readonly AvailableOffer[]) {
  return offers.filter(({ scope }) => {
    if (scope.kind === 'shop') return true;
    if (scope.kind === 'categories') return scope.categories.includes(product.category);
    return scope.productIds.includes(product._id);
  });
}

/**
 * The live offers that cover a product, on its card or page: a badge per label (GET /api/offers, one cached query for
 * every card). Loaded after the page (./lazy-offer-badges.tsx); nothing is shown without the app's query cache (a
 * card rendered on its own) or without an answer.
 */
export function OfferBadges(props: OfferBadgesProps) {
  return useContext(QueryClientContext) ? <CoveringOffers {...props} /> : null;
}

function CoveringOffers({ product, max }: OfferBadgesProps) {
  const { t } = useI18n();
  const covering = offersCovering(product, useLiveOffers()).slice(0, max);
  if (covering.length === 0) return null;
  return (
    // The list's name is written here, not taken from the domain's pricing texts: that import would make the first
    // JavaScript of /product preload one more chunk for this lazy one, over its budget (scripts/check-bundle-size.mjs).
    <ul aria-label={t('Offers')} className="flex flex-wrap gap-1">
      {covering.map((offer) => (
        <li
          key={offer.id}
          className={
            'rounded-full border border-accent/40 bg-paper px-2 py-0.5 text-[0.6875rem] leading-4 ' +
            'font-semibold text-accent-dark'
          }
        >
          {offer.label}
        </li>
      ))}
    </ul>
  );
}
