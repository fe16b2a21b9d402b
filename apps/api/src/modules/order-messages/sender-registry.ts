import type { MessageChannel } from '@vastra/domain/notifications';
import type { TransactionalSender } from '../identity';

/**
 * The senders of order messages, one per channel. Today only SMS (the configured SMS sender: console/dev outbox or
 * MSG91). A WhatsApp sender — MSG91's WhatsApp template API with Meta-approved UTILITY templates and the shopper's
 * opt-in — implements the same TransactionalSender with `channel: 'whatsapp'` and is added here; each channel gets
 * its own `order_messages` row, so each is sent once (docs/decisions/034-order-messages.md).
 */
export interface SenderRegistry {
  channels(): MessageChannel[];
  get(channel: MessageChannel): TransactionalSender | undefined;
}

export function createSenderRegistry(senders: readonly TransactionalSender[]): SenderRegistry {
  const byChannel = new Map<MessageChannel, TransactionalSender>();
  for (const sender of senders) {
    if (byChannel.has(sender.channel)) throw new Error(`two senders for the ${sender.channel} channel`);
    byChannel.set(sender.channel, sender);
  }
  return {
    channels: () => [...byChannel.keys()],
    get: (channel) => byChannel.get(channel),
  };
}
