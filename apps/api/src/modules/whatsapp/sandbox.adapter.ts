import { randomUUID } from 'node:crypto';
import { COD_QUICK_REPLIES, codReplyPayload, whatsappTemplateName } from '@vastra/domain/notifications';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { whatsappOutbox } from '../../db/schema';
import type { Clock } from '../../shared/clock';
import { maskPhone, type TransactionalSender } from '../identity';

export interface SandboxButton {
  text: string;
  payload: string;
}

/** The sandbox's outbox (never written in production): what it "sent", with each message's buttons. */
export function createWhatsappOutboxRepository(db: Db) {
  return {
    async insert(row: { messageId: string; to: string; template: string; body: string; buttons: SandboxButton[] }) {
      await db.insert(whatsappOutbox).values(row);
    },
    /** Newest first. */
    async list(to: string, limit: number) {
      return db
        .select()
        .from(whatsappOutbox)
        .where(eq(whatsappOutbox.to, to))
        .orderBy(desc(whatsappOutbox.sentAt), desc(whatsappOutbox.id))
        .limit(limit);
    },
    async find(messageId: string) {
      const [row] = await db.select().from(whatsappOutbox).where(eq(whatsappOutbox.messageId, messageId));
      return row;
    },
  };
}
export type WhatsappOutboxRepository = ReturnType<typeof createWhatsappOutboxRepository>;

/**
 * The WhatsApp sender outside production (WHATSAPP_PROVIDER=sandbox, the default there): each template message goes
 * to the outbox with the buttons the approved template has, under a message id like WhatsApp's, so a developer or a
 * browser test can read it and tap a button (POST /api/dev/whatsapp-outbox/reply), which comes back through the
 * signed webhook as Meta's would. config.ts refuses it in production.
 */
export function createWhatsappSandboxSender(deps: { outbox: WhatsappOutboxRepository; clock: Clock }) {
  const sender: TransactionalSender & { readonly name: 'sandbox' } = {
    name: 'sandbox',
    channel: 'whatsapp',
    async sendTransactional(message, log) {
      if (message.event === 'back_in_stock') {
        return { ok: false, transient: false, reason: 'no WhatsApp template for back_in_stock' };
      }
      const token = message.variables.link ?? '';
      const buttons =
        message.event === 'cod_confirm'
          ? COD_QUICK_REPLIES.map(({ reply, text, hindi }) => ({
              text: message.language === 'hi' ? hindi : text,
              payload: codReplyPayload(reply, token),
            }))
          : [];
      const messageId = `wamid.sandbox.${randomUUID()}`;
      const template = whatsappTemplateName(message.event);
      await deps.outbox.insert({ messageId, to: message.to, template, body: message.body, buttons });
      log.info({ to: maskPhone(message.to), template }, 'WhatsApp (sandbox sender, not production)');
      return { ok: true, providerId: messageId };
    },
  };
  return sender;
}
