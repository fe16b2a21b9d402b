import { z } from 'zod';
import { IsoDateTime } from './common';
import { IndianPhone } from '../identity';
import { Phone } from './phone';

// WhatsApp (docs/decisions/126-whatsapp.md): Meta's webhook, and the sandbox's outbox and taps outside production.

/** GET /api/whatsapp/webhook: Meta's subscription handshake. */
export const WhatsappHandshakeQuery = z.looseObject({
  'hub.mode': z.string().max(40).optional(),
  'hub.verify_token': z.string().max(200).optional(),
  'hub.challenge': z.string().max(200).optional(),
});

/** POST /api/whatsapp/webhook: signed over the raw body with the app's secret. */
export const WhatsappWebhookHeaders = z.looseObject({
  'x-hub-signature-256': z.string().max(200).optional(),
});

/** POST /api/whatsapp/webhook answer: how many of the delivery's events changed something. */
export const WhatsappWebhookResponse = z.object({ handled: z.number().int().nonnegative() });
export type WhatsappWebhookResponse = z.infer<typeof WhatsappWebhookResponse>;

/** GET /api/dev/whatsapp-outbox?phone=: the sandbox's messages to one phone. */
export const WhatsappOutboxQuery = z.strictObject({ phone: Phone });

export const WhatsappOutboxMessage = z.object({
  messageId: z.string(),
  to: IndianPhone,
  template: z.string(),
  body: z.string(),
  buttons: z.array(z.object({ text: z.string(), payload: z.string() })),
  sentAt: IsoDateTime,
});
export const WhatsappOutboxResponse = z.array(WhatsappOutboxMessage);
export type WhatsappOutboxResponse = z.infer<typeof WhatsappOutboxResponse>;

/**
 * POST /api/dev/whatsapp-outbox/reply: the shopper's answer to a sandbox message, a tap on one of its buttons (by the
 * button's text) or a text of her own; sent through the webhook signed as Meta would.
 */
export const WhatsappSandboxReplyBody = z.union([
  z.strictObject({ messageId: z.string().min(1).max(200), button: z.string().min(1).max(40) }),
  z.strictObject({ messageId: z.string().min(1).max(200), text: z.string().min(1).max(1000) }),
]);
export type WhatsappSandboxReplyBody = z.infer<typeof WhatsappSandboxReplyBody>;
