import type { SmsSender } from '../identity';

type Log = Parameters<SmsSender['send']>[1];

/** What the confirmation SMS needs; the order-messages module may take over sending it as event 'cod_confirm'. */
export interface CodConfirmSmsInput {
  orderId: string;
  phone: string;
  token: string;
  code: string;
  hours: number;
}

export interface CodConfirmSms {
  send(input: CodConfirmSmsInput): Promise<void>;
}

/** The event name the order-messages outbox dedupes this SMS under (one per order). */
export const COD_CONFIRM_EVENT = 'cod_confirm';

/**
 * The text, shaped like a DLT service-implicit template (docs/rules/third-parties.md#sms-rules-in-india): fixed
 * words with the variables {#var#} = link, code, hours, and the shop's name as the signature.
 */
export function codConfirmSmsBody(v: { link: string; code: string; hours: number; shopName: string }): string {
  return (
    `Confirm your ${v.shopName} cash on delivery order: ${v.link} or code ${v.code}. ` +
    `Unconfirmed orders are cancelled after ${v.hours} hours. - ${v.shopName}`
  );
}

/**
 * Sends the confirmation SMS straight through the SMS sender port: the one place to redirect to the order-messages
 * outbox (event COD_CONFIRM_EVENT) when that module is present.
 */
export function smsPortCodConfirmSms(deps: {
  sender: SmsSender;
  publicUrl: string;
  shopName: string;
  log: Log;
}): CodConfirmSms {
  return {
    async send({ phone, token, code, hours }) {
      const link = `${deps.publicUrl.replace(/\/$/, '')}/c/${token}`;
      const body = codConfirmSmsBody({ link, code, hours, shopName: deps.shopName });
      // The billing form's phone is ten digits (an optional +91/0 before them): the senders take '+91' and ten.
      const to = `+91${phone.replace(/\D/g, '').slice(-10)}`;
      await deps.sender.send({ to, code, body, ttlMinutes: hours * 60 }, deps.log);
    },
  };
}
