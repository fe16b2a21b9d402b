import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { conversationQueryOptions } from '../../features/contact/api/conversation';
import {
  CONVERSATION_PAGE_TEXTS,
  ConversationAnswerForm,
  ConversationThread,
} from '../../features/contact/components/conversation-thread';
import { useI18n } from '../../lib/i18n';
import { useShopName } from '../../lib/shop-config';
import { usePageTitle } from '../../lib/use-page-title';
import { SignedLinkPage } from '../signed-link-page';

/**
 * /m/{token}: the conversation's link in our text, open to whoever holds it (docs/decisions/127-conversations.md): the
 * thread and her answer; a token that is not ours shows the shop's 404 page.
 */
export function Component() {
  const { token = '' } = useParams();
  const shopName = useShopName();
  const conversation = useQuery(conversationQueryOptions(token));
  const { tm } = useI18n();
  usePageTitle(tm(CONVERSATION_PAGE_TEXTS.pageTitle));
  return (
    <SignedLinkPage query={conversation} failed={tm(CONVERSATION_PAGE_TEXTS.failed)}>
      {(data) => (
        <div className="flex flex-col gap-8">
          <ConversationThread data={data} shopName={shopName} />
          <ConversationAnswerForm token={token} />
        </div>
      )}
    </SignedLinkPage>
  );
}
