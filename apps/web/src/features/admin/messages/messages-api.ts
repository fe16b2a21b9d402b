import {
  ENDPOINTS,
  type AdminConversation,
  type AdminMessage,
  type AdminMessagesQuery,
  type ReplyBody,
  type SavedReplyBody,
  type UpdateMessageBody,
} from '@vastra/domain/api';
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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

/** A message's thread, whose it is and how it can be answered (docs/decisions/127-conversations.md). */
export function useConversation(id: string) {
  return useQuery({
    queryKey: [...messageKeys.all, 'conversation', id],
    queryFn: ({ signal }) => adminCall(ENDPOINTS.adminMessage, { params: { id }, signal }),
    staleTime: 0,
  });
}

/** Answers a message; the thread and the lists refresh after. */
export function useReply(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReplyBody): Promise<AdminConversation> =>
      adminCall(ENDPOINTS.adminReplyToMessage, { params: { id }, body }),
    onSuccess: (conversation) => queryClient.setQueryData([...messageKeys.all, 'conversation', id], conversation),
    onSettled: () => queryClient.invalidateQueries({ queryKey: messageKeys.all }),
  });
}

const savedKey = ['admin', 'saved-replies'] as const;

/** The shop's saved replies, by title. */
export function useSavedReplies() {
  return useQuery({
    queryKey: savedKey,
    queryFn: ({ signal }) => adminCall(ENDPOINTS.adminSavedReplies, { signal }),
  });
}

/** A change to the saved replies. */
export type SavedReplyChange =
  | { kind: 'add'; body: SavedReplyBody }
  | { kind: 'edit'; id: string; body: SavedReplyBody }
  | { kind: 'remove'; id: string };

/** Adds, changes or removes a saved reply; the list refreshes after. */
export function useSaveReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: SavedReplyChange): Promise<unknown> =>
      change.kind === 'remove'
        ? adminCall(ENDPOINTS.adminDeleteSavedReply, { params: { id: change.id } })
        : change.kind === 'edit'
          ? adminCall(ENDPOINTS.adminUpdateSavedReply, { params: { id: change.id }, body: change.body })
          : adminCall(ENDPOINTS.adminCreateSavedReply, { body: change.body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedKey }),
  });
}
