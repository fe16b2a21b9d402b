import { ENDPOINTS, SandboxUpiFailNext, type SandboxUpiAnswer } from '@vastra/domain/api';
import { eq } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { paymentOrders } from '../../db/schema';
import { AppError } from '../../errors';
import { contractRoutes } from '../../plugins/contract-route';
import { checkoutSignature } from './gateway-signature';
import { gatewayId } from './gateway-ids';
import { SANDBOX_UPI_IDS, type SandboxLedger, type SandboxPayment } from './sandbox-ledger';

/** The sandbox's payee: what a UPI app would show as the merchant. */
const SANDBOX_PAYEE = { vpa: 'vastra.sandbox@razorpay', name: 'Vastra sandbox' };

/** A payment failure with Razorpay's error fields (docs/rules/third-parties.md#razorpay-checkout `payment.failed`). */
export function paymentFailed(orderId: string, description: string, reason: string, paymentId?: string): AppError {
  return new AppError('bad-request', description, {
    error: {
      code: 'BAD_REQUEST_ERROR',
      description,
      source: 'customer',
      step: 'payment_authorization',
      reason,
      metadata: { order_id: orderId, payment_id: paymentId ?? gatewayId('pay') },
    },
  });
}

/** The gateway order the sandbox is asked to take a payment for, or Razorpay's refusal. */
export async function boundOrder(db: Db, orderId: string): Promise<{ id: string; amountPaise: number }> {
  const [order] = await db
    .select({ id: paymentOrders.id, amountPaise: paymentOrders.amountPaise })
    .from(paymentOrders)
    .where(eq(paymentOrders.id, orderId))
    .limit(1);
  if (!order) throw paymentFailed(orderId, 'The id provided does not exist', 'input_validation_failed');
  return order;
}

/** The UPI payment link a QR encodes (NPCI's `upi://pay` form) for a sandbox payment. */
export function upiLink(payment: Pick<SandboxPayment, 'id' | 'amountPaise'>): string {
  const params = new URLSearchParams({
    pa: SANDBOX_PAYEE.vpa,
    pn: SANDBOX_PAYEE.name,
    am: (payment.amountPaise / 100).toFixed(2),
    cu: 'INR',
    tr: payment.id,
  });
  return `upi://pay?${params.toString()}`;
}

/** The QR code of a UPI link as an SVG data URL (drawn on the server: no QR code in the storefront's bundle). */
export async function qrSvgDataUrl(text: string): Promise<string> {
  const svg = await QRCode.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/**
 * The sandbox's UPI (docs/rules/third-parties.md#ports): a QR (desktop) or app (phone) payment is pending until the
 * configured approval time has passed, which the window polls; Razorpay's test UPI ids answer at once. A paid answer
 * carries checkout's three fields, signed as a card payment is, so verify is the same for every method.
 */
export function registerSandboxUpi(app: FastifyInstance, deps: { db: Db; keySecret: string; ledger: SandboxLedger }) {
  const route = contractRoutes(app);
  const answer = (payment: SandboxPayment): SandboxUpiAnswer => {
    if (payment.status === 'failed') {
      throw paymentFailed(
        payment.orderId ?? '',
        payment.errorDescription ?? 'Your UPI payment failed.',
        'payment_failed',
        payment.id,
      );
    }
    if (payment.status !== 'captured') return { payment_id: payment.id, status: 'created' };
    const orderId = payment.orderId ?? '';
    return {
      payment_id: payment.id,
      status: 'captured',
      razorpay_order_id: orderId,
      razorpay_payment_id: payment.id,
      razorpay_signature: checkoutSignature(deps.keySecret, orderId, payment.id),
    };
  };

  route(ENDPOINTS.sandboxUpi, async ({ body }) => {
    const order = await boundOrder(deps.db, body.order_id);
    if (body.flow === 'collect') {
      const vpa = (body.vpa ?? '').toLowerCase();
      if (vpa !== SANDBOX_UPI_IDS.success && vpa !== SANDBOX_UPI_IDS.failure) {
        throw paymentFailed(
          order.id,
          `Use a sandbox test UPI ID: ${SANDBOX_UPI_IDS.success} pays, ${SANDBOX_UPI_IDS.failure} fails.`,
          'invalid_vpa',
        );
      }
      return answer(deps.ledger.collect(order.id, order.amountPaise, vpa === SANDBOX_UPI_IDS.success));
    }
    const payment = deps.ledger.startUpi(order.id, order.amountPaise, body.flow);
    const link = upiLink(payment);
    return {
      ...answer(payment),
      upi_link: link,
      ...(body.flow === 'qr' ? { qr_svg: await qrSvgDataUrl(link) } : {}),
    };
  });

  route(ENDPOINTS.sandboxUpiStatus, ({ params }) => {
    const payment = deps.ledger.find(params.paymentId);
    if (!payment || payment.method !== 'upi') {
      throw paymentFailed('', 'The id provided does not exist', 'input_validation_failed', params.paymentId);
    }
    return answer(payment);
  });

  route(ENDPOINTS.sandboxUpiFailNext, ({ body }) => {
    const { count } = body ?? SandboxUpiFailNext.parse({});
    deps.ledger.failNextUpi(count);
    return { count };
  });
}
