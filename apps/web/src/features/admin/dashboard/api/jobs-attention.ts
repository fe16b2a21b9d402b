import { ENDPOINTS } from '@vastra/domain/api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminCall } from '../../api/admin-api';
import { retryUnlessRefused } from '../../api/admin-errors';
import { ADMIN_QUERY_ROOT } from '../../auth/staff-session';

export const jobsAttentionKey = [ADMIN_QUERY_ROOT, 'jobs', 'attention'] as const;

/** GET /api/admin/jobs/attention: the background jobs that gave up (only asked for staff with `settings`). */
export function useJobsAttention(enabled: boolean) {
  return useQuery({
    queryKey: jobsAttentionKey,
    queryFn: ({ signal }) => adminCall(ENDPOINTS.adminJobsAttention, { signal }),
    enabled,
    retry: retryUnlessRefused,
  });
}

/** POST /api/admin/jobs/:id/retry; the list (and the activity log) refresh once it answers, refused or not. */
export function useRetryJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => adminCall(ENDPOINTS.adminRetryJob, { params: { id } }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: jobsAttentionKey }),
        queryClient.invalidateQueries({ queryKey: [ADMIN_QUERY_ROOT, 'audit'] }),
      ]),
  });
}
