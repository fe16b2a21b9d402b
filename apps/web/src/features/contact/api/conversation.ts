import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { ENDPOINTS, type ConversationAnswerBody, type PublicConversation } from '@vastra/domain/api';
import { callEndpoint } from '../../../lib/api/call-endpoint';

/** TanStack Query keys of her conversation's page, by the link's token (docs/decisions/127-conversations.md). */
export const conversationKeys = {
  all: ['conversations'] as const,
  /** The thread the link names: the same for everyone who opens it. */
  public: (token: string) => [...conversationKeys.all, 'public', token] as const,
};

/** GET /api/conversations/{token}: her first name and the thread, signed out (docs/decisions/127-conversations.md). */
export function getConversation(token: string, signal?: AbortSignal): Promise<PublicConversation> {
  return callEndpoint(ENDPOINTS.publicConversation, { params: { token }, signal });
}

/** Read once per visit: a 404 is the answer (a link that is not ours), not a hiccup to retry. */
export function conversationQueryOptions(token: string) {
  return queryOptions({
    queryKey: conversationKeys.public(token),
    queryFn: ({ signal }) => getConversation(token, signal),
    retry: false,
  });
}

/** POST /api/conversations/{token}/messages: her answer; the thread it answers replaces the one shown. */
export function answerConversation(token: string, body: ConversationAnswerBody): Promise<PublicConversation> {
  return callEndpoint(ENDPOINTS.answerConversation, { params: { token }, body });
}

export function useAnswerConversation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ConversationAnswerBody) => answerConversation(token, body),
    onSuccess: (conversation) => queryClient.setQueryData(conversationQueryOptions(token).queryKey, conversation),
  });
}
