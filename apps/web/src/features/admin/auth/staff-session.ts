import { ENDPOINTS, type Staff } from '@vastra/domain/api';
import type { Permission } from '@vastra/domain/back-office';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { adminCall } from '../api/admin-api';
import { retryUnlessRefused } from '../api/admin-errors';
import {
  markStaffSignedIn,
  markStaffSignedOut,
  staffSessionState,
  subscribeStaffSession,
  type StaffSessionState,
} from '../api/staff-session-state';

/**
 * Every back-office query key starts with 'admin', so ending a session drops all of them at once
 * and the next member of staff on this browser never sees the previous one's data.
 */
export const ADMIN_QUERY_ROOT = 'admin';
export const adminMeKey = [ADMIN_QUERY_ROOT, 'me'] as const;

/** What the tab knows of the staff session, re-rendering when it changes (sign-in, sign-out, a 401). */
export function useStaffSessionState(): StaffSessionState {
  return useSyncExternalStore(subscribeStaffSession, staffSessionState, () => 'unknown');
}

/**
 * The signed-in member of staff (GET /api/admin/auth/me), asked for unless the tab knows it is signed out: the
 * session's cookie is httpOnly, so this answer (or its 401) is how a fresh tab learns whether it is signed in.
 */
export function useAdminMe() {
  const session = useStaffSessionState();
  return useQuery({
    queryKey: adminMeKey,
    queryFn: ({ signal }) => adminCall(ENDPOINTS.adminMe, { signal }),
    enabled: session !== 'signed-out',
    retry: retryUnlessRefused,
    staleTime: 5 * 60_000,
  });
}

/** The member of staff the shell is showing: only call under the signed-in guard. */
export function useStaff(): Staff {
  const { data } = useAdminMe();
  if (!data) throw new Error('useStaff is used outside the signed-in area');
  return data;
}

/** Whether the signed-in member's role carries a permission: the back office hides what the API would refuse. */
export function useCan(permission: Permission): boolean {
  return useStaff().permissions.includes(permission);
}

/**
 * Starts a session from a successful verification (the server has set the httpOnly cookie; the token in its answer
 * is for API clients and is not kept here), with the member so the shell needs no refetch.
 */
export function useStartStaffSession() {
  const queryClient = useQueryClient();
  return useCallback(
    (staff: Staff) => {
      queryClient.removeQueries({ queryKey: [ADMIN_QUERY_ROOT] });
      queryClient.setQueryData(adminMeKey, staff);
      markStaffSignedIn();
    },
    [queryClient],
  );
}

/** Signs out: ends the session on the server, which clears the cookie (best effort: this tab is signed out anyway). */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    try {
      await adminCall(ENDPOINTS.adminLogout, {});
    } catch {
      // Already ended, or unreachable: the cookie then ends with the session on the server.
    }
    markStaffSignedOut();
    queryClient.removeQueries({ queryKey: [ADMIN_QUERY_ROOT] });
  }, [queryClient]);
}
