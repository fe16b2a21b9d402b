import { DEFAULT_LANGUAGE, type Language } from '../i18n/language';
import {
  orderMessageVariables,
  renderOrderMessage,
  type OrderMessageEvent,
  type OrderMessageVar,
} from './order-messages';

/**
 * Order messages on WhatsApp (docs/decisions/126-whatsapp.md). Each order event has one approved UTILITY template in
 * WhatsApp Manager, its text the SMS's text with the variables written `{{1}}`, `{{2}}`… in the same order, so one
 * rendering serves both channels. The COD confirmation's template adds two quick-reply buttons whose payloads carry
 * the confirmation link's token; a tap comes back through the webhook. A Hindi text is the same template's Hindi
 * translation in WhatsApp Manager (language `hi`, its variables in the Hindi text's order;
 * docs/decisions/145-order-texts-in-hindi.md).
 */

/** The template's name in WhatsApp Manager: lower case, digits and underscores, versioned. */
export function whatsappTemplateName(event: OrderMessageEvent): string {
  return `${event}_v1`;
}

/** The template's body parameters, in the template's order, from a rendered message's named variables. */
export function whatsappBodyParameters(
  event: OrderMessageEvent,
  variables: Readonly<Partial<Record<OrderMessageVar, string>>>,
  language: Language = DEFAULT_LANGUAGE,
): string[] {
  return orderMessageVariables(event, language).map((name) => {
    const value = variables[name];
    if (value === undefined) throw new Error(`${event} template needs the variable ${name}`);
    return value;
  });
}

/** The text to register for an event's template: the SMS text with `{{n}}` for each variable. */
export function whatsappTemplateText(
  event: OrderMessageEvent,
  shopName: string,
  publicUrl: string,
  language: Language = DEFAULT_LANGUAGE,
): string {
  const names = orderMessageVariables(event, language);
  const marks: Partial<Record<OrderMessageVar, string>> = {};
  names.forEach((name, i) => (marks[name] = `{{${i + 1}}}`));
  return renderOrderMessage(event, marks, shopName, publicUrl, language).body;
}

/** The COD confirmation's quick replies: the button's text in each language (as registered) and what a tap asks for. */
export const COD_QUICK_REPLIES = [
  { reply: 'confirm', text: 'Confirm order', hindi: 'ऑर्डर पक्का करें' },
  { reply: 'cancel', text: 'Cancel', hindi: 'रद्द करें' },
] as const;
export type CodQuickReply = (typeof COD_QUICK_REPLIES)[number]['reply'];

const PAYLOAD = /^cod:(confirm|cancel):([A-Za-z0-9_-]{16,64})$/;

/** A quick reply's payload: which reply, and the confirmation link's token (the SMS's `/c/` token). */
export function codReplyPayload(reply: CodQuickReply, token: string): string {
  return `cod:${reply}:${token}`;
}

/** The reply and token a payload carries, or null when it is not one of ours. */
export function parseCodReplyPayload(payload: string): { reply: CodQuickReply; token: string } | null {
  const match = PAYLOAD.exec(payload);
  if (!match) return null;
  return { reply: match[1] as CodQuickReply, token: match[2] ?? '' };
}

/** Words a shopper sends to stop WhatsApp messages (Meta: an opt-out is honoured at once), compared trimmed. */
export const WHATSAPP_STOP_WORDS: ReadonlySet<string> = new Set(['stop', 'unsubscribe', 'band karo', 'बंद करो']);

/** Whether an incoming text asks to stop the shop's WhatsApp messages. */
export function isWhatsappStop(text: string): boolean {
  return WHATSAPP_STOP_WORDS.has(text.trim().toLowerCase().replace(/\s+/g, ' '));
}

/** The wording the shopper agrees to at checkout, kept with her opt-in (its version names this text). */
export const WHATSAPP_OPT_IN = {
  version: 1,
  label: (shopName: string) => `Send my order updates on WhatsApp from ${shopName}`,
} as const;
