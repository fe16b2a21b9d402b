import { ENDPOINTS, type Staff } from '@vastra/domain/api';
import type { Permission } from '@vastra/domain/back-office';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { adminCall } from '../api/admin-api';
import { retryUnlessRefused } from '../api/admin-errors';
import { clearStaffToken, readStaffToken, storeStaffToken, subscribeStaffToken } from '../api/staff-token';

/**
 * Every back-office query key starts with 'admin', so ending a session drops all of them at once
 * and the next member of staff on this browser never sees the previous one's data.
 */
export const ADMIN_QUERY_ROOT = 'admin';
export const adminMeKey = [ADMIN_QUERY_ROOT, 'me'] as const;

/** The staff token, re-rendering when it is stored or cleared (sign-in, sign-out, a 401). */
export function useStaffToken(): string | null {
  return useSyncExternalStore(subscribeStaffToken, readStaffToken, () => null);
}

/** The signed-in member of staff (GET /api/admin/auth/me), fetched while there is a token. */
export function useAdminMe() {
  const token = useStaffToken();
  return useQuery({
    queryKey: adminMeKey,
    queryFn: ({ signal }) => adminCall(ENDPOINTS.adminMe, { signal }),
    enabled: token !== null,
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

/** Starts a session from a successful verification: the token, and the member so the shell needs no refetch. */
export function useStartStaffSession() {
  const queryClient = useQueryClient();
  return useCallback(
    (token: string, staff: Staff) => {
      queryClient.removeQueries({ queryKey: [ADMIN_QUERY_ROOT] });
      queryClient.setQueryData(adminMeKey, staff);
      storeStaffToken(token);
    },
    [queryClient],
  );
}

/** Signs out: ends the session on the server (best effort: the token is forgotten here whatever it answers). */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    try {
      await adminCall(ENDPOINTS.adminLogout, {});
    } catch {
      // Already ended or unreachable: forgetting the token is what signs this browser out.
    }
    clearStaffToken();
    queryClient.removeQueries({ queryKey: [ADMIN_QUERY_ROOT] });
  }, [queryClient]);
}
