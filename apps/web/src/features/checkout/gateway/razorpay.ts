// A minimal typing of checkout.js's `window.Razorpay` (docs/rules/third-parties.md#razorpay-checkout: no official
// types). The sandbox gateway served by our API implements exactly this surface.

/** What the success handler receives; POSTed to /api/orders/verify as is. */
export interface RazorpaySuccess {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

/** The `payment.failed` event's payload. */
export interface RazorpayFailure {
  error?: { code?: string; description?: string; reason?: string; source?: string; step?: string };
}

export interface RazorpayOptions {
  key: string;
  /** Paise, as the gateway order carries it. */
  amount: number;
  currency: string;
  name: string;
  description: string;
  image?: string;
  order_id: string;
  prefill: { name: string; email: string; contact: string };
  config: {
    display: {
      blocks?: Record<string, { name: string; instruments: { method: string; flows?: string[]; apps?: string[] }[] }>;
      sequence?: string[];
      hide: { method: string; flows?: string[] }[];
      preferences: { show_default_blocks: boolean };
    };
  };
  handler: (response: RazorpaySuccess) => void;
  modal: { ondismiss: () => void };
}

export interface RazorpayInstance {
  open(): void;
  close(): void;
  on(event: 'payment.failed', callback: (failure: RazorpayFailure) => void): void;
}

export type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayInstance;

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}
