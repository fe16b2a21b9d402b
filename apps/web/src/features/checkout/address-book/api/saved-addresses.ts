import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ENDPOINTS,
  MessageResponse,
  SavedAddress,
  SavedAddressList,
  endpointPath,
  type SavedAddressInput,
} from '@vastra/domain/api';
import { request } from '../../../../lib/api-client';
import { useSession } from '../../../../lib/session/session-context';

export const addressKeys = { mine: (userId: string | null) => ['saved-addresses', userId] as const };

/** GET /api/addresses: the signed-in shopper's address book, the default first (nothing when signed out). */
export function useSavedAddresses() {
  const { token, user } = useSession();
  return useQuery({
    queryKey: addressKeys.mine(user?._id ?? null),
    queryFn: ({ signal }) => request(ENDPOINTS.savedAddresses.path, { token, response: SavedAddressList, signal }),
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
      mutationFn: (input: SavedAddressInput) =>
        request(ENDPOINTS.addSavedAddress.path, {
          method: ENDPOINTS.addSavedAddress.method,
          token,
          body: input,
          response: SavedAddress,
        }),
      onSettled: refresh,
    }),
    update: useMutation({
      mutationFn: ({ id, input }: { id: string; input: SavedAddressInput }) =>
        request(endpointPath(ENDPOINTS.updateSavedAddress.path, { id }), {
          method: ENDPOINTS.updateSavedAddress.method,
          token,
          body: input,
          response: SavedAddress,
        }),
      onSettled: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: string) =>
        request(endpointPath(ENDPOINTS.deleteSavedAddress.path, { id }), {
          method: ENDPOINTS.deleteSavedAddress.method,
          token,
          response: MessageResponse,
        }),
      onSettled: refresh,
    }),
  };
}
