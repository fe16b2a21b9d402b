import { ENDPOINTS, type Staff } from '@vastra/domain/api';
import type { StaffRole } from '@vastra/domain/back-office';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminCall } from '../api/admin-api';
import { retryUnlessRefused } from '../api/admin-errors';
import { ADMIN_QUERY_ROOT } from '../auth/staff-session';

export const staffListKey = [ADMIN_QUERY_ROOT, 'staff'] as const;

/** The staff and pending invitations (owners only). */
export function useStaffList(enabled: boolean) {
  return useQuery({
    queryKey: staffListKey,
    queryFn: ({ signal }) => adminCall(ENDPOINTS.adminStaff, { signal }),
    enabled,
    retry: retryUnlessRefused,
  });
}

/** Invite, change a role, unlock, remove: each refreshes the list (and the activity log) once done. */
export function useStaffMutations() {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: staffListKey }),
      queryClient.invalidateQueries({ queryKey: [ADMIN_QUERY_ROOT, 'audit'] }),
    ]);
  return {
    invite: useMutation({
      mutationFn: (body: { phone: string; fullName: string; role: StaffRole }) =>
        adminCall(ENDPOINTS.adminInviteStaff, { body }),
      onSuccess: refresh,
    }),
    changeRole: useMutation({
      mutationFn: ({ member, role }: { member: Staff; role: StaffRole }) =>
        adminCall(ENDPOINTS.adminUpdateStaff, { params: { id: member.id }, body: { role } }),
      onSuccess: refresh,
    }),
    unlock: useMutation({
      mutationFn: (member: Staff) => adminCall(ENDPOINTS.adminUnlockStaff, { params: { id: member.id } }),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (member: Staff) => adminCall(ENDPOINTS.adminRemoveStaff, { params: { id: member.id } }),
      onSuccess: refresh,
    }),
  };
}
