import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { Skeleton } from '../../components/ui/skeleton';
import { conversationQueryOptions } from '../../features/contact/api/conversation';
import {
  CONVERSATION_PAGE_TEXTS,
  ConversationAnswerForm,
  ConversationThread,
} from '../../features/contact/components/conversation-thread';
import { ApiError } from '../../lib/api-client';
import { useShopName } from '../../lib/shop-config';
import { usePageTitle } from '../../lib/use-page-title';
import { NotFoundRoute } from './not-found';

/**
 * /m/{token}: the conversation's link in our text, open to whoever holds it (docs/decisions/127-conversations.md): the
 * thread and her answer; a token that is not ours shows the shop's 404 page.
 */
export function Component() {
  const { token = '' } = useParams();
  const shopName = useShopName();
  const conversation = useQuery(conversationQueryOptions(token));
  const notFound =
    conversation.error instanceof ApiError && (conversation.error.status === 404 || conversation.error.status === 400);
  usePageTitle(CONVERSATION_PAGE_TEXTS.pageTitle);
  if (notFound) return <NotFoundRoute />;
  return (
    <section className="mx-auto max-w-2xl px-4 pt-8 pb-20 sm:px-6 sm:pt-12">
      {conversation.data ? (
        <div className="flex flex-col gap-8">
          <ConversationThread data={conversation.data} shopName={shopName} />
          <ConversationAnswerForm token={token} />
        </div>
      ) : conversation.error ? (
        <p role="alert" className="text-ink">
          {conversation.error instanceof ApiError ? conversation.error.message : CONVERSATION_PAGE_TEXTS.failed}
        </p>
      ) : (
        <div aria-busy="true" className="flex flex-col gap-4">
          <Skeleton className="h-10 w-64 max-w-full" />
          <Skeleton className="h-64 w-full" />
        </div>
      )}
    </section>
  );
}
