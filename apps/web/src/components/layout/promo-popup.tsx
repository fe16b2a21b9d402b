import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { useShopName } from '../../lib/shop-config';
import { buttonClasses } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { usePromoPopup } from './use-promo-popup';

export type PromoPopupProps = { signedIn: boolean; sessionLoading: boolean };

/**
 * docs/rules/ui.md#routes, docs/rules/ui.md#slider-and-popup: the promotional login/signup popup (an accessible modal
 * dialog).
 */
export function PromoPopup({ signedIn, sessionLoading }: PromoPopupProps) {
  const { open, close, dontShowAgain } = usePromoPopup({ signedIn, sessionLoading });
  const name = useShopName();
  return (
    <Dialog
      open={open}
      onClose={close}
      title={`Welcome to ${name}`}
      description="Log in or sign up to save your cart, check out faster and track every order."
      align="center"
    >
      <div aria-hidden="true" className="mx-auto mt-5 mb-6 flex items-center justify-center gap-2 text-accent">
        <span className="h-px w-10 bg-accent/40" />
        <span className="text-xs tracking-[0.3em] uppercase">Members first</span>
        <span className="h-px w-10 bg-accent/40" />
      </div>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Link to={paths.login.getHref('login')} onClick={close} className={buttonClasses({ className: 'flex-1' })}>
          Login
        </Link>
        <Link
          to={paths.login.getHref('signup')}
          onClick={close}
          className={buttonClasses({ variant: 'secondary', className: 'flex-1' })}
        >
          Signup
        </Link>
      </div>
      <button
        type="button"
        onClick={dontShowAgain}
        className="mt-5 text-sm text-muted underline underline-offset-4 hover:text-ink"
      >
        Don&apos;t show again
      </button>
    </Dialog>
  );
}
