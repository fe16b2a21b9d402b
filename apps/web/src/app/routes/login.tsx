import type { AuthResponse } from '@vastra/domain/api';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { AuthPage } from '../../features/auth/components/auth-page';
import { takeReturnTo } from '../../lib/session/return-to';
import { useSession } from '../../lib/session/session-context';

/**
 * /login (docs/rules/sign-in.md#screen): login and signup; success stores the session and returns to the origin or /
 * (docs/rules/sign-in.md#session).
 */
export function Component() {
  const { login } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const state: unknown = location.state;

  const onAuthenticated = useCallback(
    (auth: AuthResponse) => {
      login(auth.token, auth.user);
      void navigate(takeReturnTo(state), { replace: true });
    },
    [login, navigate, state],
  );

  return <AuthPage onAuthenticated={onAuthenticated} />;
}
