import { ENDPOINTS, type AdminMessage, type AdminMessagesQuery, type UpdateMessageBody } from '@vastra/domain/api';
import { keepPreviousData, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { adminCall } from '../api/admin-api';

export type MessageStatus = AdminMessagesQuery['status'];

/** The inbox's cache keys: every list under `all`, so one invalidation refreshes them (and their counts). */
export const messageKeys = {
  all: ['admin', 'messages'] as const,
  list: (status: MessageStatus, q: string) => ['admin', 'messages', status, q] as const,
};

/** One page of messages per request, newest first, with the inbox's counts. */
export function useMessages(status: MessageStatus, q: string) {
  return useInfiniteQuery({
    queryKey: messageKeys.list(status, q),
    queryFn: ({ pageParam, signal }) =>
      adminCall(ENDPOINTS.adminMessages, {
        query: { status, ...(q ? { q } : {}), ...(pageParam ? { cursor: pageParam } : {}) },
        signal,
      }),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** Marks a message read or handled, or saves its note; the lists and counts refresh after. */
export function useUpdateMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateMessageBody }): Promise<AdminMessage> =>
      adminCall(ENDPOINTS.adminUpdateMessage, { params: { id }, body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: messageKeys.all }),
  });
}
