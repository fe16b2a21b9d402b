import { ENDPOINTS } from '@vastra/domain/api';
import { CONVERSATION_TEXTS as T } from '@vastra/domain/contact';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import type { AuthenticateStaff } from '../../plugins/authenticate';
import { contractRoutes } from '../../plugins/contract-route';
import type { Clock } from '../../shared/clock';
import { isUuid } from '../../shared/uuid';
import type { Conversations } from './conversation.service';
import { createSavedReply, deleteSavedReply, listSavedReplies, updateSavedReply } from './saved-replies.repository';

/** A message's thread and the shop's replies, and the saved replies (docs/decisions/127-conversations.md). */
export function conversationAdminRoutes(deps: {
  db: Db;
  clock: Clock;
  authenticateStaff: AuthenticateStaff;
  conversations: Conversations;
}): FastifyPluginAsync {
  const { db, clock, conversations } = deps;
  const messageNotFound = () => new AppError('not-found', T.conversationNotFound);
  const replyNotFound = () => new AppError('not-found', T.savedReplyNotFound);
  return async (app) => {
    const route = contractRoutes(app, { authenticateStaff: deps.authenticateStaff });

    route(ENDPOINTS.adminMessage, async ({ params }) => {
      if (!isUuid(params.id)) throw messageNotFound();
      const conversation = await conversations.read(params.id.toLowerCase());
      if (!conversation) throw messageNotFound();
      return conversation;
    });
    route(ENDPOINTS.adminReplyToMessage, ({ staff, params, body }) => {
      if (!isUuid(params.id)) throw messageNotFound();
      return conversations.reply(staff, params.id.toLowerCase(), body);
    });

    route(ENDPOINTS.adminSavedReplies, () => listSavedReplies(db));
    route(ENDPOINTS.adminCreateSavedReply, ({ staff, body }) => createSavedReply(db, staff, body, clock.now()));
    route(ENDPOINTS.adminUpdateSavedReply, ({ staff, params, body }) => {
      if (!isUuid(params.id)) throw replyNotFound();
      return updateSavedReply(db, staff, params.id.toLowerCase(), body, clock.now());
    });
    route(ENDPOINTS.adminDeleteSavedReply, ({ staff, params }) => {
      if (!isUuid(params.id)) throw replyNotFound();
      return deleteSavedReply(db, staff, params.id.toLowerCase());
    });
  };
}

/** Her side of the thread by the link in our text, no sign-in; never cached by proxies. */
export function conversationRoutes(deps: { conversations: Conversations }): FastifyPluginAsync {
  return async (app) => {
    const route = contractRoutes(app);
    route(ENDPOINTS.publicConversation, async ({ params, request, reply }) => {
      reply.header('cache-control', 'no-store');
      return deps.conversations.readByToken(params.token, request.ip);
    });
    route(ENDPOINTS.answerConversation, async ({ params, body, reply }) => {
      reply.header('cache-control', 'no-store');
      return deps.conversations.answerByToken(params.token, body.text);
    });
  };
}
