import type { AvailableOffer } from '@vastra/domain/api';
import { cn } from '../ui/cn';

export type OfferBadgesProps = {
  /** The live offers that cover the product (see offersCovering in lib/pricing/live-offers.ts). */
  offers: readonly AvailableOffer[];
  className?: string;
};

/** The offers on a product card or page: a small badge with each offer's label (two at most on a card). */
export function OfferBadges({ offers, className }: OfferBadgesProps) {
  if (offers.length === 0) return null;
  return (
    <ul aria-label="Offers" className={cn('flex flex-wrap gap-1', className)}>
      {offers.map((offer) => (
        <li
          key={offer.id}
          className={
            'rounded-full border border-accent/40 bg-accent/10 px-2 py-0.5 text-[0.6875rem] leading-4 ' +
            'font-semibold text-accent-dark'
          }
        >
          {offer.label}
        </li>
      ))}
    </ul>
  );
}
