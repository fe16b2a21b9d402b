import type { Language } from '@vastra/domain/i18n';
import type { MessageChannel, OrderMessageEvent } from '@vastra/domain/notifications';
import type { IdentityLog } from './identity.log';

/**
 * A one-time code to text: the local verifier makes the code, a sender delivers it (docs/rules/third-parties.md#ports).
 */
export interface OtpSms {
  /** '+91' plus ten digits. */
  to: string;
  code: string;
  /** The full text, for senders that send free text (the console outbox). */
  body: string;
  ttlMinutes: number;
}

/**
 * A transactional message from a registered template (packages/domain/src/notifications): the text as rendered,
 * and the template's event and named variables for providers that fill the template themselves (MSG91's flow).
 */
export interface TransactionalMessage {
  channel: MessageChannel;
  /** '+91' plus ten digits. */
  to: string;
  /** An order event's, or 'back_in_stock' (a wishlist alert, docs/decisions/112-wishlist-back-in-stock.md). */
  event: OrderMessageEvent | 'back_in_stock';
  variables: Readonly<Record<string, string>>;
  body: string;
  /** The language `body` is written in (docs/decisions/145-order-texts-in-hindi.md); left out, English. */
  language?: Language;
}

/**
 * How a send ended: sent (with the provider's id of the message when it gives one, which its delivery reports name),
 * or failed — `transient` failures are tried again later, the others never.
 */
export type TransactionalOutcome =
  { ok: true; providerId?: string } | { ok: false; transient: boolean; reason: string };

/**
 * A sender of transactional messages on one channel: the SMS senders, and the WhatsApp senders
 * (modules/whatsapp) with `channel: 'whatsapp'`, registered beside them (modules/order-messages/sender-registry.ts).
 * Never throws: failures are outcomes.
 */
export interface TransactionalSender {
  readonly channel: MessageChannel;
  /**
   * Whether it can send an order event's message in a language: a provider that fills registered templates needs
   * one in that language. Left out, it sends any text as written (the dev outbox).
   */
  speaks?(event: OrderMessageEvent, language: Language): boolean;
  sendTransactional(message: TransactionalMessage, log: IdentityLog): Promise<TransactionalOutcome>;
}

/** The SMS sender port: `console` (default, dev outbox) or `msg91`, chosen by SMS_PROVIDER. */
export interface SmsSender extends TransactionalSender {
  readonly name: 'console' | 'msg91';
  readonly channel: 'sms';
  /** Delivers the code or throws AppError('provider-failed'); only the console sender logs the text. */
  send(sms: OtpSms, log: IdentityLog): Promise<void>;
}

/** '+919876543210' → '+91XXXXXXXX10': what logs may show of a phone. */
export function maskPhone(phone: string): string {
  return phone.length <= 5 ? 'XXXX' : `${phone.slice(0, 3)}${'X'.repeat(phone.length - 5)}${phone.slice(-2)}`;
}

/**
 * The text of the code SMS, shaped like a DLT OTP template (docs/rules/third-parties.md#sms-rules-in-india), ending
 * with the origin-bound line `@host #code` that lets a phone's browser offer the code to that site only (WebOTP,
 * docs/decisions/102-shopper-polish.md); without a host that reads as one, the text has no such line.
 */
export function otpSmsBody(code: string, ttlMinutes: number, shopName: string, host: string | null = null): string {
  const text =
    `${code} is your ${shopName} OTP. Valid for ${ttlMinutes} minutes. ` + `Do not share it with anyone. - ${shopName}`;
  const bound = host === null ? null : webOtpHost(host);
  return bound === null ? text : `${text}\n\n@${bound} #${code}`;
}

/**
 * The host an origin-bound code line names: the origin's host name without its port (Chromium reads only letters,
 * digits, dots and hyphens there), or null when it has none such (an IPv6 address, no URL).
 */
export function webOtpHost(origin: string): string | null {
  let hostname: string;
  try {
    hostname = new URL(origin).hostname;
  } catch {
    return null;
  }
  return /^[a-z0-9.-]+$/i.test(hostname) ? hostname : null;
}
