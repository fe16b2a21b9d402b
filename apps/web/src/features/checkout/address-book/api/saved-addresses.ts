import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ENDPOINTS, type SavedAddressInput } from '@vastra/domain/api';
import { callEndpoint } from '../../../../lib/api/call-endpoint';
import { useSession } from '../../../../lib/session/session-context';

export const addressKeys = { mine: (userId: string | null) => ['saved-addresses', userId] as const };

/** GET /api/addresses: the signed-in shopper's address book, the default first (nothing when signed out). */
export function useSavedAddresses() {
  const { token, user } = useSession();
  return useQuery({
    queryKey: addressKeys.mine(user?._id ?? null),
    queryFn: ({ signal }) => callEndpoint(ENDPOINTS.savedAddresses, { token, signal }),
    enabled: token !== null && user !== null,
    retry: false,
  });
}

/** POST /api/addresses, PUT and DELETE /api/addresses/:id; each refreshes the book once it settles. */
export function useAddressBookActions() {
  const { token, user } = useSession();
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: addressKeys.mine(user?._id ?? null) });
  return {
    add: useMutation({
      mutationFn: (input: SavedAddressInput) => callEndpoint(ENDPOINTS.addSavedAddress, { token, body: input }),
      onSettled: refresh,
    }),
    update: useMutation({
      mutationFn: ({ id, input }: { id: string; input: SavedAddressInput }) =>
        callEndpoint(ENDPOINTS.updateSavedAddress, { params: { id }, token, body: input }),
      onSettled: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: string) => callEndpoint(ENDPOINTS.deleteSavedAddress, { params: { id }, token }),
      onSettled: refresh,
    }),
  };
}
