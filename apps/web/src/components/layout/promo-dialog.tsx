import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { useI18n } from '../../lib/i18n';
import { useShopName } from '../../lib/shop-config';
import { buttonClasses } from '../ui/button';
import { Dialog } from '../ui/dialog';

export type PromoDialogProps = { close: () => void; dontShowAgain: () => void };

/**
 * What the visitor has open already: a modal dialog (the filter sheet, the size guide…), the phone's menu, or the
 * search's suggestions. The popup waits until none is.
 */
const OTHER_LAYERS =
  '[aria-modal="true"], [aria-controls="primary-menu"][aria-expanded="true"], [role="combobox"][aria-expanded="true"]';

/**
 * Whether the popup may show: not over another dialog, sheet or menu the visitor has open; when one is, once she has
 * closed it. The answer only ever turns to yes: once shown, its own dialog is no reason to hide it. (The observer's
 * answer to the popup's own dialog arriving comes before React's clean-up disconnects it; answering no then hid
 * the popup, and its leaving answered yes: it was redrawn without end.)
 */
function useNothingElseOpen(): boolean {
  const [clear, setClear] = useState(false);
  useEffect(() => {
    if (clear) return;
    const check = () => {
      if (document.querySelector(OTHER_LAYERS) !== null) return;
      observer.disconnect();
      setClear(true);
    };
    const observer = new MutationObserver(check);
    check();
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-expanded', 'aria-modal'],
    });
    return () => observer.disconnect();
  }, [clear]);
  return clear;
}

/**
 * docs/rules/ui.md#slider-and-popup: the promotional login/signup popup's dialog. Loaded when the popup first opens
 * (./promo-popup.tsx), 10 s after the page: the dialog, and the wait for other dialogs to close, are no part of any
 * page's first JavaScript.
 */
export default function PromoDialog({ close, dontShowAgain }: PromoDialogProps) {
  const { t } = useI18n();
  const name = useShopName();
  if (!useNothingElseOpen()) return null;
  return (
    <Dialog
      open
      onClose={close}
      title={t('Welcome to {name}', { name })}
      description={t('Log in or sign up to save your cart, check out faster and track every order.')}
      align="center"
    >
      <div aria-hidden="true" className="mx-auto mt-5 mb-6 flex items-center justify-center gap-2 text-accent">
        <span className="h-px w-10 bg-accent/40" />
        <span className="text-xs tracking-[0.3em] uppercase">{t('Members first')}</span>
        <span className="h-px w-10 bg-accent/40" />
      </div>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Link to={paths.login.getHref('login')} onClick={close} className={buttonClasses({ className: 'flex-1' })}>
          {t('Login')}
        </Link>
        <Link
          to={paths.login.getHref('signup')}
          onClick={close}
          className={buttonClasses({ variant: 'secondary', className: 'flex-1' })}
        >
          {t('Signup')}
        </Link>
      </div>
      <button
        type="button"
        onClick={dontShowAgain}
        className="mt-5 text-sm text-muted underline underline-offset-4 hover:text-ink"
      >
        {t("Don't show again")}
      </button>
    </Dialog>
  );
}
