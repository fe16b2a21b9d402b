/** What the confirmation SMS needs: the order-messages module sends it as event 'cod_confirm' (once per order). */
export interface CodConfirmSmsInput {
  orderId: string;
  phone: string;
  token: string;
  code: string;
  hours: number;
}

/**
 * The shopper's confirmation request of a held COD order. Its cancellation when it expires is an order event
 * ('order.cancelled', modules/order-history/order-outbox.ts), texted by the reactions like any other.
 */
export interface CodConfirmSms {
  send(input: CodConfirmSmsInput): Promise<void>;
}
