import type { Clock } from '../../shared/clock';
import { gatewayId } from './gateway-ids';
import type { GatewayPayment } from './payment-gateway.port';

/** Razorpay's test UPI ids (docs/rules/third-parties.md#ports): one pays at once, one fails at once. */
export const SANDBOX_UPI_IDS = { success: 'success@razorpay', failure: 'failure@razorpay' } as const;

/** What a failed sandbox UPI payment tells the shopper (checkout.js shows `error.description`). */
export const SANDBOX_UPI_FAILED = 'Your UPI payment failed: the bank declined it. Please try again.';

export interface SandboxPayment extends GatewayPayment {
  flow: 'qr' | 'intent' | 'collect' | null;
  createdAt: Date;
  /** When a pending UPI payment resolves (its approval in the "UPI app"); null once resolved. */
  resolvesAt: Date | null;
  /** A pending payment that resolves as failed (the fail-next switch). */
  failing: boolean;
  errorDescription: string | null;
}

/**
 * The sandbox gateway's payments, in this process's memory (the sandbox is for one development server): card
 * payments are captured when made; a QR or app UPI payment stays `created` until `approveMs` after it began (the
 * shopper approving in the app), then is `captured`, or `failed` when the fail-next switch was set. Read lazily
 * with the clock, so tests move time instead of waiting.
 */
export function createSandboxLedger(options: { clock: Clock; upiApproveMs: number }) {
  const payments = new Map<string, SandboxPayment>();
  let failNext = 0;

  function settled(payment: SandboxPayment): SandboxPayment {
    if (payment.resolvesAt && options.clock.now() >= payment.resolvesAt) {
      payment.resolvesAt = null;
      payment.status = payment.failing ? 'failed' : 'captured';
      payment.captured = !payment.failing;
      if (payment.failing) payment.errorDescription = SANDBOX_UPI_FAILED;
    }
    return payment;
  }

  function add(orderId: string, amountPaise: number, init: Partial<SandboxPayment>): SandboxPayment {
    const payment: SandboxPayment = {
      id: gatewayId('pay'),
      status: 'captured',
      method: 'card',
      amountPaise,
      orderId,
      captured: true,
      flow: null,
      createdAt: options.clock.now(),
      resolvesAt: null,
      failing: false,
      errorDescription: null,
      ...init,
    };
    payments.set(payment.id, payment);
    return payment;
  }

  return {
    /** A card payment the sandbox bank accepted: captured at once. */
    card: (orderId: string, amountPaise: number) => add(orderId, amountPaise, {}),
    /** A QR or app payment: pending until approved (or failed by the switch). */
    startUpi(orderId: string, amountPaise: number, flow: 'qr' | 'intent'): SandboxPayment {
      const failing = failNext > 0;
      if (failing) failNext--;
      return add(orderId, amountPaise, {
        method: 'upi',
        flow,
        status: 'created',
        captured: false,
        failing,
        resolvesAt: new Date(options.clock.now().getTime() + options.upiApproveMs),
      });
    },
    /** A test UPI id: `success@razorpay` is captured at once, `failure@razorpay` fails at once. */
    collect(orderId: string, amountPaise: number, succeeds: boolean): SandboxPayment {
      return add(orderId, amountPaise, {
        method: 'upi',
        flow: 'collect',
        status: succeeds ? 'captured' : 'failed',
        captured: succeeds,
        failing: !succeeds,
        errorDescription: succeeds ? null : SANDBOX_UPI_FAILED,
      });
    },
    find(paymentId: string): SandboxPayment | null {
      const payment = payments.get(paymentId);
      return payment ? settled(payment) : null;
    },
    ofOrder(orderId: string): SandboxPayment[] {
      return [...payments.values()].filter((p) => p.orderId === orderId).map(settled);
    },
    /** The next `count` QR or app payments fail. */
    failNextUpi(count: number): void {
      failNext = count;
    },
    /**
     * UPI's late authorisation (docs/rules/third-parties.md#ports): a payment reported failed that the bank later
     * confirms. For tests of the reconciliation job.
     */
    authoriseLate(paymentId: string): void {
      const payment = payments.get(paymentId);
      if (!payment) return;
      Object.assign(payment, { status: 'captured', captured: true, failing: false, resolvesAt: null });
    },
  };
}
export type SandboxLedger = ReturnType<typeof createSandboxLedger>;

/** The port's view of a sandbox payment. */
export function gatewayPaymentOf(p: SandboxPayment): GatewayPayment {
  return {
    id: p.id,
    status: p.status,
    method: p.method,
    amountPaise: p.amountPaise,
    orderId: p.orderId,
    captured: p.captured,
  };
}
