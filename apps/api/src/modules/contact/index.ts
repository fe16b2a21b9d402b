import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Authenticate, AuthenticateStaff } from '../../plugins/authenticate';
import { createContactRepository } from './contact.repository';
import { contactAdminRoutes } from './contact-admin.routes';
import { contactRoutes } from './contact.routes';
import { createContactService } from './contact.service';
import { conversationAdminRoutes, conversationRoutes } from './conversation.routes';
import { createConversations, type ConversationDeps } from './conversation.service';

export interface ContactModule {
  /** POST /api/contact and her conversation's page. */
  routes: FastifyPluginAsyncZod;
  /** The back office's inbox, threads, replies and saved replies. */
  adminRoutes: FastifyPluginAsync;
  /** Keeps a WhatsApp text in the conversation the shop last answered on WhatsApp at that phone (false: none). */
  answerOnWhatsapp(from: string, text: string, messageId: string): Promise<boolean>;
}

/**
 * Contact messages from the storefront (docs/rules/contact.md#screen, docs/rules/contact.md#data,
 * docs/rules/api.md#endpoints POST /api/contact), and their conversations (docs/decisions/127-conversations.md).
 */
export function createContactModule(
  deps: ConversationDeps & { authenticate: Authenticate; authenticateStaff: AuthenticateStaff },
): ContactModule {
  const { db, clock, rateLimiter, authenticate, authenticateStaff } = deps;
  const service = createContactService({ repository: createContactRepository(db), rateLimiter });
  const conversations = createConversations(deps);
  const publicRoutes = contactRoutes({ service, authenticate });
  const threadRoutes = conversationRoutes({ conversations });
  const inbox = contactAdminRoutes({ db, clock, authenticateStaff });
  const threads = conversationAdminRoutes({ db, clock, authenticateStaff, conversations });
  return {
    routes: async (app) => {
      await app.register(publicRoutes);
      await app.register(threadRoutes);
    },
    adminRoutes: async (app) => {
      await app.register(inbox);
      await app.register(threads);
    },
    answerOnWhatsapp: (from, text, messageId) => conversations.answerOnWhatsapp(from, text, messageId),
  };
}
