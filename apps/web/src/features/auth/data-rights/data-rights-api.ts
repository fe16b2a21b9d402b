import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ENDPOINTS } from '@vastra/domain/api';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { useSession } from '../../../lib/session/session-context';

export const consentKeys = { mine: (userId: string | null) => ['marketing-consent', userId] as const };

/** GET /api/account/consent: her present choice about marketing messages, with its wording. */
export function useMarketingConsent() {
  const { token, user } = useSession();
  return useQuery({
    queryKey: consentKeys.mine(user?._id ?? null),
    queryFn: ({ signal }) => callEndpoint(ENDPOINTS.marketingConsent, { token, signal }),
    enabled: token !== null && user !== null,
    retry: false,
  });
}

/** PUT /api/account/consent, GET /api/account/data and POST /api/account/delete for the signed-in shopper. */
export function useDataRightsActions() {
  const { token, user } = useSession();
  const client = useQueryClient();
  return {
    setConsent: useMutation({
      mutationFn: (granted: boolean) => callEndpoint(ENDPOINTS.setMarketingConsent, { token, body: { granted } }),
      onSuccess: (answer) => client.setQueryData(consentKeys.mine(user?._id ?? null), answer),
    }),
    download: useMutation({ mutationFn: () => callEndpoint(ENDPOINTS.accountData, { token }) }),
    remove: useMutation({
      mutationFn: () => callEndpoint(ENDPOINTS.deleteAccount, { token, body: { confirm: true } }),
    }),
  };
}
