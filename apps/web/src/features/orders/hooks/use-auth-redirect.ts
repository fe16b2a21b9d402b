import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { rememberReturnTo } from '../../../lib/session/return-to';
import { useSession } from '../../../lib/session/session-context';

/**
 * docs/rules/security.md#roles, docs/rules/orders.md#messages: once the server has refused the session (`active`),
 * waits `delayMs` while the screen says so, then drops the session and goes to /login, remembering where to come back
 * to.
 */
export function useAuthRedirect(active: boolean, delayMs: number) {
  const { logout } = useSession();
  const navigate = useNavigate();
  const location = useLocation();

  useEffect(() => {
    if (!active) return;
    const timer = window.setTimeout(() => {
      void navigate(paths.login.getHref(), { replace: true, state: rememberReturnTo(location) });
      logout();
    }, delayMs);
    return () => window.clearTimeout(timer);
  }, [active, delayMs, location, logout, navigate]);
}
