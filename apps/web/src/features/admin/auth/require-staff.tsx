import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { adminPaths } from '../admin-paths';
import { adminErrorMessage } from '../api/admin-errors';
import { staffSessionEndedByServer } from '../api/staff-session-state';
import { useAdminMe, useStaffSessionState } from './staff-session';

/** What the sign-in screen is told by the screen that sent it there. */
export type SignInState = { sessionEnded?: boolean; passwordSet?: boolean; signedOut?: boolean } | null;

/**
 * The signed-in area: the member of staff is loaded first (GET /api/admin/auth/me with the session's cookie), so
 * every screen inside knows who is signed in and their role; without a session (a 401 here or on any call, which
 * adminCall turns into 'signed-out'), the sign-in screen, coming back here afterwards.
 */
export function RequireStaff({ children }: { children: ReactNode }) {
  const session = useStaffSessionState();
  const me = useAdminMe();
  const location = useLocation();
  if (session === 'signed-out') {
    const state: SignInState = staffSessionEndedByServer() ? { sessionEnded: true } : null;
    const next = location.pathname + location.search;
    return <Navigate to={adminPaths.signIn.getHref(next)} replace state={state} />;
  }
  if (me.data) return children;
  if (me.isError) {
    return (
      <div role="alert" className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 p-6">
        <p className="text-center text-ink">{adminErrorMessage(me.error)}</p>
        <Button onClick={() => void me.refetch()}>Try again</Button>
      </div>
    );
  }
  return (
    <div className="grid min-h-dvh place-items-center">
      <Spinner size="lg" label="Loading the back office" />
    </div>
  );
}
