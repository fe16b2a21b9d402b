import { PAYMENT_CURRENCY, PAYMENT_DESCRIPTION } from '@vastra/domain/orders';
import type { RazorpayConstructor, RazorpayOptions, RazorpaySuccess } from './razorpay';

/**
 * How the payment window ended: paid (verify next), or closed / failed (docs/rules/checkout.md#behaviour: back to
 * idle).
 */
export type CardPaymentOutcome =
  { kind: 'paid'; response: RazorpaySuccess } | { kind: 'dismissed' } | { kind: 'failed'; description: string | null };

export interface CardPaymentRequest {
  key: string;
  gatewayOrderId: string;
  amountPaise: number;
  shopName: string;
  /** The shop's logo, passed only when it is a valid http(s) URL (docs/rules/api.md#endpoints). */
  logoUrl: string | null;
  prefill: { name: string; email: string; contact: string };
}

// docs/rules/third-parties.md#razorpay-checkout: keep every method but EMI and pay-later (docs/rules/api.md#endpoints:
// "EMI and pay-later are disabled"), and UPI collect (typing a UPI id), retired for most merchants (decision 033).
const HIDDEN_METHODS = [
  { method: 'emi' },
  { method: 'cardless_emi' },
  { method: 'paylater' },
  { method: 'upi', flows: ['collect'] },
];

/** UPI first (decision 033): a QR code on a computer, the shopper's UPI app on a phone; then the usual methods. */
export const CHECKOUT_DISPLAY: RazorpayOptions['config']['display'] = {
  blocks: {
    upi: {
      name: 'Pay by UPI',
      instruments: [{ method: 'upi', flows: ['qr', 'intent'], apps: ['google_pay', 'phonepe', 'paytm'] }],
    },
  },
  sequence: ['block.upi'],
  hide: HIDDEN_METHODS,
  preferences: { show_default_blocks: true },
};

/** The checkout.js options of docs/rules/checkout.md#payment-flow. */
export function cardPaymentOptions(
  request: CardPaymentRequest,
  callbacks: Pick<RazorpayOptions, 'handler' | 'modal'>,
): RazorpayOptions {
  return {
    key: request.key,
    amount: request.amountPaise,
    currency: PAYMENT_CURRENCY,
    name: request.shopName,
    description: PAYMENT_DESCRIPTION,
    ...(request.logoUrl ? { image: request.logoUrl } : {}),
    order_id: request.gatewayOrderId,
    prefill: request.prefill,
    config: { display: CHECKOUT_DISPLAY },
    ...callbacks,
  };
}

/**
 * Opens the payment window and settles once: paid, dismissed, or failed. A failed attempt (e.g. a
 * declined card) leaves the window open with the bank's message, as checkout.js does, so the
 * shopper can try another card; only when they close it does it settle, as failed with the last
 * attempt's message, which the checkout then shows (docs/rules/checkout.md#behaviour: back to idle).
 */
export function openCardPayment(
  Razorpay: RazorpayConstructor,
  request: CardPaymentRequest,
): Promise<CardPaymentOutcome> {
  return new Promise((resolve) => {
    let settled = false;
    let lastFailure: string | null | undefined;
    const settle = (outcome: CardPaymentOutcome) => {
      if (settled) return;
      settled = true;
      resolve(outcome);
    };
    const rzp = new Razorpay(
      cardPaymentOptions(request, {
        handler: (response) => settle({ kind: 'paid', response }),
        modal: {
          ondismiss: () =>
            settle(lastFailure === undefined ? { kind: 'dismissed' } : { kind: 'failed', description: lastFailure }),
        },
      }),
    );
    rzp.on('payment.failed', (failure) => {
      lastFailure = failure.error?.description?.trim() || null;
    });
    rzp.open();
  });
}

/** The logo as checkout.js takes it: an absolute http(s) URL, or null when none is valid. */
export function validLogoUrl(value: string | null | undefined, origin: string): string | null {
  if (!value?.trim()) return null;
  try {
    const url = new URL(value.trim(), origin);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
