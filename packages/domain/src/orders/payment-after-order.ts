import { defineMachine } from '../state-machine/state-machine';

/** How a prepaid order was paid, as the gateway reports the payment's `method`. */
export const PAYMENT_INSTRUMENTS = ['upi', 'card', 'netbanking', 'wallet', 'emi'] as const;
export type PaymentInstrument = (typeof PAYMENT_INSTRUMENTS)[number];

/** What the order page calls each instrument. */
export const PAYMENT_INSTRUMENT_LABELS: Record<PaymentInstrument, string> = {
  upi: 'UPI',
  card: 'Card',
  netbanking: 'Net banking',
  wallet: 'Wallet',
  emi: 'EMI',
};

/** The gateway's `method`, when it is one we know; anything else is not recorded. */
export function paymentInstrumentOf(method: unknown): PaymentInstrument | null {
  return typeof method === 'string' && (PAYMENT_INSTRUMENTS as readonly string[]).includes(method)
    ? (method as PaymentInstrument)
    : null;
}

/**
 * A cash-on-delivery order's confirmation by the shopper: not required (prepaid, or the setting off), awaiting (held:
 * not booked), confirmed (booked as usual) or expired (the job cancelled it, stock back).
 */
export const COD_CONFIRMATION_STATES = ['not_required', 'awaiting', 'confirmed', 'expired'] as const;
export type CodConfirmationState = (typeof COD_CONFIRMATION_STATES)[number];

/** Allowed moves of a COD confirmation: only an awaiting order moves, once. */
export const COD_CONFIRMATION_TRANSITIONS = {
  not_required: [],
  awaiting: ['confirmed', 'expired'],
  confirmed: [],
  expired: [],
} as const satisfies Record<CodConfirmationState, readonly CodConfirmationState[]>;

export const COD_CONFIRMATION_MACHINE = defineMachine<CodConfirmationState>(
  'cod_confirmation',
  COD_CONFIRMATION_TRANSITIONS,
);

/**
 * The reconciliation job's view of a gateway order that has not (yet) become a shop order: open while the gateway
 * may still call it paid, settled once an order or the back office's queue holds it, abandoned when nothing was paid.
 */
export const PAYMENT_RECONCILE_STATES = ['open', 'settled', 'abandoned'] as const;
export type PaymentReconcileState = (typeof PAYMENT_RECONCILE_STATES)[number];
