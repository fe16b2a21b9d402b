import { Suspense } from 'react';
import { lazyPart } from '../../lib/lazy-part';
import { usePromoPopup } from './use-promo-popup';

// The dialog's code loads when the popup first opens: / and /shop's first JavaScript holds only the timer.
const PromoDialog = lazyPart(() => import('./promo-dialog').then((module) => module.default));

export type PromoPopupProps = { signedIn: boolean; sessionLoading: boolean };

/**
 * docs/rules/ui.md#routes, docs/rules/ui.md#slider-and-popup: the promotional login/signup popup (an accessible modal
 * dialog, ./promo-dialog.tsx), opened by usePromoPopup's rules.
 */
export function PromoPopup({ signedIn, sessionLoading }: PromoPopupProps) {
  const { open, close, dontShowAgain } = usePromoPopup({ signedIn, sessionLoading });
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <PromoDialog close={close} dontShowAgain={dontShowAgain} />
    </Suspense>
  );
}
