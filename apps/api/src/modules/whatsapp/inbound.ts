import { isWhatsappStop, parseCodReplyPayload, type CodQuickReply } from '@vastra/domain/notifications';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import type { Clock } from '../../shared/clock';
import type { IdentityLog } from '../identity';
import { indianMobile } from '../order-messages';
import { optInsRepository as optIns } from './opt-ins.repository';
import type { WhatsappInbound } from './webhook-payload';

/** '918866230663' (a wa_id) → '+918866230663': the form the opt-ins and messages keep phones in. */
const phoneOfWaId = indianMobile;

export interface InboundDeps {
  db: Db;
  clock: Clock;
  log: IdentityLog;
  /** A COD quick reply (modules/cod-confirmation): true when it changed the order. */
  codReply: (reply: CodQuickReply, token: string, fromPhone: string) => Promise<boolean>;
  /** A message WhatsApp could not deliver (modules/order-messages): its text goes by SMS instead. */
  undelivered: (messageId: string, reason: string) => Promise<boolean>;
  /**
   * Any other text (modules/contact): kept in the conversation the shop last answered on WhatsApp at that phone;
   * true when it was.
   */
  answered?: (fromPhone: string, text: string, messageId: string) => Promise<boolean>;
}

/**
 * What the webhook's events do (docs/decisions/126-whatsapp.md): a COD quick reply confirms or cancels its order, a
 * STOP ends the phone's opt-in, another text answers a conversation (docs/decisions/127-conversations.md), a
 * `failed` delivery report sends the message by SMS. Anything else is read and left.
 * Each is safe to see twice (Meta delivers again until answered). How many changed something.
 */
export function createInbound(deps: InboundDeps) {
  async function one(event: WhatsappInbound): Promise<boolean> {
    switch (event.kind) {
      case 'reply': {
        const parsed = parseCodReplyPayload(event.payload);
        return parsed !== null && deps.codReply(parsed.reply, parsed.token, phoneOfWaId(event.from));
      }
      case 'text': {
        if (!isWhatsappStop(event.text)) {
          return deps.answered?.(phoneOfWaId(event.from), event.text, event.messageId) ?? false;
        }
        await optIns.optOut(deps.db, phoneOfWaId(event.from), deps.clock.now());
        return true;
      }
      case 'status': {
        if (event.status !== 'failed') return false;
        const reason = event.errors.map((e) => `${e.code} ${e.title}`).join('; ') || 'failed';
        return deps.undelivered(event.messageId, `WhatsApp: ${reason}`.slice(0, 500));
      }
    }
  }

  return async function handle(events: readonly WhatsappInbound[]): Promise<number> {
    let handled = 0;
    for (const event of events) {
      try {
        if (await one(event)) handled++;
      } catch (error) {
        // A refusal (the order was cancelled meanwhile, shipped…) is the answer to that tap; it is not retried.
        if (!(error instanceof AppError)) throw error;
        deps.log.warn({ kind: event.kind, reason: error.message }, 'WhatsApp event refused');
      }
    }
    return handled;
  };
}
export type HandleInbound = ReturnType<typeof createInbound>;
