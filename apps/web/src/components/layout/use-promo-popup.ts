import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { PROMO_POPUP_DELAY_MS } from '../../config/ui-timings';

/** Session storage key of the popup's 'Don't show again' flag (docs/rules/ui.md#browser-storage). */
export const PROMO_DONT_SHOW_KEY = 'promo_popup_dont_show';
const PROMO_ROUTES: readonly string[] = [paths.home.path, paths.shop.path];

function dismissedThisSession(): boolean {
  try {
    return sessionStorage.getItem(PROMO_DONT_SHOW_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * docs/rules/ui.md#routes, docs/rules/ui.md#slider-and-popup: the login/signup popup opens 10 s after the first load,
 * for anonymous visitors on / or /shop, unless 'Don't show again' was chosen this session. Once closed
 * (X, overlay, Login/Signup, or the visitor logging in) it stays closed until the next load.
 */
export function usePromoPopup({ signedIn, sessionLoading }: { signedIn: boolean; sessionLoading: boolean }) {
  const { pathname } = useLocation();
  const [due, setDue] = useState(false);
  const [closed, setClosed] = useState(false);

  useEffect(() => {
    const timer = window.setTimeout(() => setDue(true), PROMO_POPUP_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  const open =
    due && !closed && !signedIn && !sessionLoading && PROMO_ROUTES.includes(pathname) && !dismissedThisSession();
  // Logging in closes it for good (this load), even if the visitor logs out again later.
  if (signedIn && !closed) setClosed(true);

  const close = useCallback(() => setClosed(true), []);
  const dontShowAgain = useCallback(() => {
    try {
      sessionStorage.setItem(PROMO_DONT_SHOW_KEY, '1');
    } catch {
      // Storage may be unavailable (private mode); closing is enough then.
    }
    setClosed(true);
  }, []);

  return { open, close, dontShowAgain };
}
