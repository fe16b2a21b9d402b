/** What the confirmation SMS needs: the order-messages module sends it as event 'cod_confirm' (once per order). */
export interface CodConfirmSmsInput {
  orderId: string;
  phone: string;
  token: string;
  code: string;
  hours: number;
}

/** The shopper's texts of a held COD order: the confirmation request, and the cancellation when it expires. */
export interface CodConfirmSms {
  send(input: CodConfirmSmsInput): Promise<void>;
  notifyCancelled(orderId: string): Promise<void>;
}
