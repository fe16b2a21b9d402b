import type { Language } from '../i18n/language';
import {
  ORDER_MESSAGE_EVENTS,
  orderMessageLanguages,
  orderMessageVariables,
  renderOrderMessage,
  type OrderMessageEvent,
  type OrderMessageVar,
} from './order-messages';
import { COD_QUICK_REPLIES, whatsappTemplateName, whatsappTemplateText } from './whatsapp';

/** One text a shop registers before it can send it: an event's, in one language. */
export interface TemplateToRegister {
  event: OrderMessageEvent;
  language: Language;
  /** The SMS text for the DLT portal, each variable `{#var#}`. */
  dlt: string;
  /** The same text as MSG91's template takes it, each variable `##name##` (the names its Flow API fills). */
  msg91: string;
  variables: OrderMessageVar[];
  /** The WhatsApp utility template: its name, its text with `{{n}}`, and its quick-reply buttons' texts. */
  whatsapp: { name: string; text: string; buttons: string[] };
}

/**
 * Every text the shop's providers need registered (docs/decisions/034-order-messages.md, 126 and 145), for a shop's
 * name and address: each event in English, and in Hindi where it has a Hindi text. The texts are the ones the shop
 * sends, so a registered template and a sent message never differ.
 */
export function templatesToRegister(shopName: string, publicUrl: string): TemplateToRegister[] {
  return ORDER_MESSAGE_EVENTS.flatMap((event) =>
    orderMessageLanguages(event).map((language): TemplateToRegister => {
      const variables = orderMessageVariables(event, language);
      const named = Object.fromEntries(variables.map((name) => [name, `##${name}##`]));
      const rendered = renderOrderMessage(event, named, shopName, publicUrl, language);
      return {
        event,
        language,
        dlt: rendered.dltText,
        msg91: rendered.body,
        variables,
        whatsapp: {
          name: whatsappTemplateName(event),
          text: whatsappTemplateText(event, shopName, publicUrl, language),
          buttons:
            event === 'cod_confirm'
              ? COD_QUICK_REPLIES.map((reply) => (language === 'hi' ? reply.hindi : reply.text))
              : [],
        },
      };
    }),
  );
}
