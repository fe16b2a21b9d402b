import { useEffect, useState } from 'react';
import { Outlet, useLocation, useNavigate, type Location } from 'react-router';
import { RouteError } from '../components/errors/route-error';
import { Skeleton } from '../components/ui/skeleton';
import { paths } from '../config/paths';
import { useI18n } from '../lib/i18n';
import { rememberReturnTo } from '../lib/session/return-to';
import { useSession } from '../lib/session/session-context';

/**
 * Guard of the login-required routes (docs/rules/ui.md#routes): once the session check has ended, an anonymous
 * visitor is sent to /login with the origin remembered (router state `from`, session storage fallback). A shopper whose
 * stored session could not be checked (no signal) is not sent to sign in again: the page says it is offline.
 */
export function ProtectedRoute() {
  const { user, loading, unchecked, onLogout } = useSession();
  // A shopper who logs out on a guarded page was not "sent to /login" from it: nothing to return to.
  const [loggedOutHere, setLoggedOutHere] = useState(false);
  useEffect(() => onLogout(() => setLoggedOutHere(true)), [onLogout]);
  if (loading) return <RouteSkeleton />;
  if (!user && unchecked != null) return <RouteError error={unchecked} />;
  if (!user) return <RedirectToLogin remember={!loggedOutHere} />;
  return <Outlet />;
}

/**
 * Where to return after login. The checkout shows the items handed to it in router state by the cart
 * or Buy Now, which a trip through /login does not carry: back there it would be empty. The cart is
 * where those items are, and its Proceed to Checkout hands them over again.
 */
function returnPlace(location: Location): Pick<Location, 'pathname' | 'search' | 'hash'> {
  return location.pathname === paths.checkout.path
    ? { pathname: paths.cart.getHref(), search: '', hash: '' }
    : location;
}

function RedirectToLogin({ remember }: { remember: boolean }) {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(paths.login.getHref(), {
      replace: true,
      state: remember ? rememberReturnTo(returnPlace(location)) : undefined,
    });
  }, [location, navigate, remember]);
  return <RouteSkeleton />;
}

function RouteSkeleton() {
  const { t } = useI18n();
  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-10 sm:px-6 lg:px-8" aria-busy="true">
      <span className="sr-only" role="status">
        {t('Loading')}
      </span>
      <Skeleton className="h-10 w-64" />
      <Skeleton className="h-28 w-full" />
      <Skeleton className="h-28 w-full" />
    </div>
  );
}
