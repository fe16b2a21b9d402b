import { ENDPOINTS, type AdminOffer, type OfferBodyInput, type OfferState } from '@vastra/domain/api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminCall } from '../api/admin-api';
import { retryUnlessRefused } from '../api/admin-errors';
import { ADMIN_QUERY_ROOT } from '../auth/staff-session';

export const offersKey = [ADMIN_QUERY_ROOT, 'offers'] as const;

/** The offers (newest first) with their state at the server's now and their figures; `state` filters. */
export function useOffers(state: OfferState | undefined, enabled: boolean) {
  return useQuery({
    queryKey: [...offersKey, 'list', state ?? 'all'],
    queryFn: ({ signal }) => adminCall(ENDPOINTS.adminOffers, { query: state ? { state } : {}, signal }),
    enabled,
    retry: retryUnlessRefused,
  });
}

/** One offer (the edit form starts from its definition). */
export function useOffer(id: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: [...offersKey, 'one', id],
    queryFn: ({ signal }) => adminCall(ENDPOINTS.adminOffer, { params: { id: id ?? '' }, signal }),
    enabled: enabled && id !== undefined,
    retry: retryUnlessRefused,
  });
}

export type OfferAction = 'pause' | 'resume' | 'end';
const ACTION_ENDPOINTS = {
  pause: ENDPOINTS.adminPauseOffer,
  resume: ENDPOINTS.adminResumeOffer,
  end: ENDPOINTS.adminEndOffer,
} as const;

/** Create, edit, pause, resume, end: each refreshes the offers (and the activity log) once done. */
export function useOfferMutations() {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: offersKey }),
      queryClient.invalidateQueries({ queryKey: [ADMIN_QUERY_ROOT, 'audit'] }),
    ]);
  return {
    create: useMutation({
      mutationFn: (body: OfferBodyInput) => adminCall(ENDPOINTS.adminCreateOffer, { body }),
      onSuccess: refresh,
    }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: string; body: OfferBodyInput }) =>
        adminCall(ENDPOINTS.adminUpdateOffer, { params: { id }, body }),
      onSuccess: refresh,
    }),
    change: useMutation({
      mutationFn: ({ offer, action }: { offer: AdminOffer; action: OfferAction }) =>
        adminCall(ACTION_ENDPOINTS[action], { params: { id: offer.id } }),
      onSuccess: refresh,
    }),
  };
}
