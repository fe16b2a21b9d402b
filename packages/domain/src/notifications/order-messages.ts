import { groupIndianDigits } from '../i18n/indian-numbers';
import { DEFAULT_LANGUAGE, type Language } from '../i18n/language';
import { v, type Template } from './message-parts';
import { HINDI_TEMPLATES, HINDI_WORDS } from './order-messages-hi';

/**
 * The transactional order messages (SMS today, WhatsApp later): one template per event, in one place, shaped to
 * India's registered-template (DLT) rules (docs/decisions/034-order-messages.md):
 * - the text is fixed except its variables, written `{#var#}` in the DLT text and named here (MSG91 templates
 *   write the same names `##name##`);
 * - at most 3 variables, each value at most 30 characters, and a variable is never the last word;
 * - the brand closes every text ("- Vastra", the shop's name);
 * - a link's static part (the shop's address and `/t/` or `/c/`) is in the text, so it can be whitelisted, and only
 *   its short code is a variable.
 */

export const ORDER_MESSAGE_EVENTS = [
  'placed',
  'cod_confirm',
  'shipped',
  'out_for_delivery',
  'delivered',
  'cancelled',
  'refunded',
  'return_requested',
  'return_approved',
  'return_rejected',
  // Not an order's: the shop answered her contact message; the link opens the conversation
  // (packages/domain/src/contact).
  'support_reply',
  // Not a shopper's: the team's alerts and their daily digest (packages/domain/src/alerts).
  'owner_alert',
  'owner_digest',
] as const;
export type OrderMessageEvent = (typeof ORDER_MESSAGE_EVENTS)[number];

/** The channels a message can go by; each has its own sender and its own row (sent once per channel). */
export const MESSAGE_CHANNELS = ['sms', 'whatsapp'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

/** DLT: a variable's value may be at most 30 characters. */
export const DLT_VARIABLE_MAX = 30;
/** DLT portals differ (1–2 up to 5–6 variables): we keep to 3. */
export const DLT_VARIABLES_MAX = 3;
/** How a variable is written in the DLT portal's template text. */
export const DLT_VAR = '{#var#}';

/** The named variables a template may use. */
export interface OrderMessageVars {
  /** The order's short form, '#A1B2C3D4'. */
  order?: string;
  /** Rupees without the sign, '1,299.00' (the text says 'Rs.': SMS stays in the plain character set). */
  amount?: string;
  /** The courier's airway bill number. */
  awb?: string;
  /** The short code of a link whose static part is in the text (`/t/{code}`, `/c/{token}`). */
  link?: string;
  /** The 6-digit COD confirmation code. */
  code?: string;
  /** What a return request asks for: 'return' or 'exchange'. */
  kind?: string;
  /** An alert's title ('New order #A1B2C3D4'). */
  alert?: string;
  /** An alert's detail, or the digest's counts. */
  detail?: string;
}
export type OrderMessageVar = keyof OrderMessageVars;

/** Variables that cannot be cut short (a cut link or code is useless): too long is an error, not a truncation. */
const UNCUTTABLE: ReadonlySet<OrderMessageVar> = new Set(['link', 'code']);

/** The `awb` of a shipment whose airway bill number is not known yet; said in the message's language. */
export const AWB_TO_FOLLOW = 'to follow';

/** The templates: text parts and named variables. Changing one means registering it again on DLT. */
const TEMPLATES: Record<OrderMessageEvent, Template> = {
  placed: (s) => [
    'Thank you! Your order ',
    v('order'),
    ' of Rs.',
    v('amount'),
    ` is placed. Track it at ${s.url}/t/`,
    v('link'),
    ` - ${s.name}`,
  ],
  cod_confirm: (s) => [
    'Please confirm your cash on delivery order ',
    v('order'),
    `: open ${s.url}/c/`,
    v('link'),
    ' or enter code ',
    v('code'),
    ` on the order page. - ${s.name}`,
  ],
  shipped: (s) => [
    'Your order ',
    v('order'),
    ' has shipped, AWB ',
    v('awb'),
    `. Track it at ${s.url}/t/`,
    v('link'),
    ` - ${s.name}`,
  ],
  out_for_delivery: (s) => [
    'Your order ',
    v('order'),
    ` is out for delivery today. Track it at ${s.url}/t/`,
    v('link'),
    ` - ${s.name}`,
  ],
  delivered: (s) => [
    'Your order ',
    v('order'),
    ` has been delivered. Thank you for shopping with us. Details at ${s.url}/t/`,
    v('link'),
    ` - ${s.name}`,
  ],
  cancelled: (s) => [
    'Your order ',
    v('order'),
    ` has been cancelled. Details at ${s.url}/t/`,
    v('link'),
    ` - ${s.name}`,
  ],
  refunded: (s) => [
    'Your refund of Rs.',
    v('amount'),
    ' for order ',
    v('order'),
    ` has been processed and reaches your account in 5-7 working days. - ${s.name}`,
  ],
  return_requested: (s) => [
    'We have received your ',
    v('kind'),
    ' request for order ',
    v('order'),
    `. We will let you know when it is reviewed. Details at ${s.url}/t/`,
    v('link'),
    ` - ${s.name}`,
  ],
  return_approved: (s) => [
    'Your ',
    v('kind'),
    ' request for order ',
    v('order'),
    ` is approved. Next steps at ${s.url}/t/`,
    v('link'),
    ` - ${s.name}`,
  ],
  return_rejected: (s) => [
    'Your ',
    v('kind'),
    ' request for order ',
    v('order'),
    ` was not approved. The reason is at ${s.url}/t/`,
    v('link'),
    ` - ${s.name}`,
  ],
  // A reply's own text may be long: DLT lets no free text through, so the text says where to read and answer it.
  support_reply: (s) => [
    `We have replied to your message to ${s.name}. Read it and answer at ${s.url}/m/`,
    v('link'),
    ` - ${s.name}`,
  ],
  owner_alert: (s) => [`${s.name} alert: `, v('alert'), '. ', v('detail'), `. Open ${s.url}/admin - ${s.name}`],
  owner_digest: (s) => [`${s.name} in the last 24 hours: `, v('detail'), `. Open ${s.url}/admin - ${s.name}`],
};

export interface RenderedOrderMessage {
  /** The text as sent. */
  body: string;
  /** The template's variables by name, in order, each at most 30 characters. */
  variables: Partial<Record<OrderMessageVar, string>>;
  /** The text to register on the DLT portal (each variable `{#var#}`). */
  dltText: string;
  /** The language it is written in. */
  language: Language;
}

/** The template of an event in a language: the Hindi one where there is one, else the English. */
function templateOf(event: OrderMessageEvent, language: Language): { template: Template; language: Language } {
  const hindi = language === 'hi' ? HINDI_TEMPLATES[event] : undefined;
  return hindi ? { template: hindi, language: 'hi' } : { template: TEMPLATES[event], language: DEFAULT_LANGUAGE };
}

/**
 * The languages an event's message can be written in: English always; Hindi for the shopper's order texts
 * (docs/decisions/145-order-texts-in-hindi.md), not for the team's alerts (the back office speaks English).
 */
export function orderMessageLanguages(event: OrderMessageEvent): Language[] {
  return HINDI_TEMPLATES[event] ? ['en', 'hi'] : ['en'];
}

/** The variable names an event's template uses, in order (a language's template may order them its own way). */
export function orderMessageVariables(
  event: OrderMessageEvent,
  language: Language = DEFAULT_LANGUAGE,
): OrderMessageVar[] {
  return templateOf(event, language)
    .template({ name: '', url: '' })
    .flatMap((p) => (typeof p === 'string' ? [] : [p.v]));
}

/** A value fitted to DLT: one line, trimmed, at most 30 characters (cut on a character, never mid-pair). */
export function fitVariable(value: string): string {
  const oneLine = value.replace(/\s+/g, ' ').trim();
  return Array.from(oneLine).slice(0, DLT_VARIABLE_MAX).join('').trim();
}

/** A variable's value as a language says it: a return's kind and a bill still to follow are words; the rest as is. */
function inLanguage(name: OrderMessageVar, value: string, language: Language): string {
  return language === 'hi' ? (HINDI_WORDS[name]?.[value] ?? value) : value;
}

/**
 * A rendered message's variables back as the service gave them (English words for a return's kind and a bill to
 * follow): to write the same message again in another language.
 */
export function variablesInEnglish(
  variables: Readonly<Partial<Record<OrderMessageVar, string>>>,
  language: Language,
): OrderMessageVars {
  const english: OrderMessageVars = {};
  for (const [name, value] of Object.entries(variables) as [OrderMessageVar, string][]) {
    const words = language === 'hi' ? HINDI_WORDS[name] : undefined;
    english[name] = words ? (Object.keys(words).find((word) => words[word] === value) ?? value) : value;
  }
  return english;
}

/**
 * The message of an order event: its text with the variables filled (texts cut to 30 characters; a link or code
 * longer than that throws, as a cut one would not work), the variables by name and the DLT text.
 * `publicUrl` is the shop's address without a trailing slash ('https://vastra.in'). In Hindi when asked and the
 * event has a Hindi template (`language` says which was written).
 */
export function renderOrderMessage(
  event: OrderMessageEvent,
  vars: OrderMessageVars,
  shopName: string,
  publicUrl: string,
  asked: Language = DEFAULT_LANGUAGE,
): RenderedOrderMessage {
  const { template, language } = templateOf(event, asked);
  const parts = template({ name: shopName, url: publicUrl.replace(/\/+$/, '') });
  const variables: Partial<Record<OrderMessageVar, string>> = {};
  let body = '';
  let dltText = '';
  for (const part of parts) {
    if (typeof part === 'string') {
      body += part;
      dltText += part;
      continue;
    }
    const raw = vars[part.v];
    if (raw === undefined || raw.trim() === '') throw new Error(`${event} message needs the variable ${part.v}`);
    if (UNCUTTABLE.has(part.v) && raw.length > DLT_VARIABLE_MAX) {
      throw new Error(`${event} message: ${part.v} is longer than ${DLT_VARIABLE_MAX} characters`);
    }
    const value = fitVariable(inLanguage(part.v, raw, language));
    variables[part.v] = value;
    body += value;
    dltText += DLT_VAR;
  }
  return { body, variables, dltText, language };
}

/** The COD confirmation text (the cod-confirm lane sends it): order '#A1B2C3D4', link token (≤30), 6-digit code. */
export function codConfirmMessage(
  vars: { order: string; token: string; code: string },
  shopName: string,
  publicUrl: string,
  language: Language = DEFAULT_LANGUAGE,
): RenderedOrderMessage {
  return renderOrderMessage(
    'cod_confirm',
    { order: vars.order, link: vars.token, code: vars.code },
    shopName,
    publicUrl,
    language,
  );
}

/** Paise as SMS rupees: 129900 → '1,299.00' (en-IN grouping, no sign). */
export function smsRupees(paise: number): string {
  const rest = String(Math.abs(paise % 100)).padStart(2, '0');
  return `${groupIndianDigits(String(Math.trunc(paise / 100)))}.${rest}`;
}
