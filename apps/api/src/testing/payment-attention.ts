// Test support for the back office's payment actions (modules/order-admin/payment-attention.service.ts): a payment
// that produced no order, and a gateway that counts refunds.
import { randomUUID } from 'node:crypto';
import { endpointPath, ENDPOINTS } from '@vastra/domain/api';
import { and, count, eq } from 'drizzle-orm';
import { auditLog, paymentAttention, paymentOrders, refunds } from '../db/schema';
import { AppError } from '../errors';
import { testConfig } from '../config';
import type { TestApp } from './build-test-app';
import { CUSTOMER, itemsOf, type Line } from './factories';
import { basketHash } from '../modules/orders';
import { createSandboxGateway, type GatewayRefund, type PaymentGateway, type RefundRequest } from '../modules/payments';

/**
 * The sandbox gateway with its refunds watched: every request is kept, the next ones can fail (as a network
 * failure surfaces: AppError provider-failed), answer 'pending' or 'failed', or wait until released.
 */
export function watchedGateway() {
  const config = testConfig();
  const base = createSandboxGateway({ keyId: config.SANDBOX_KEY_ID, keySecret: config.SANDBOX_KEY_SECRET });
  const calls: RefundRequest[] = [];
  let failures = 0;
  let status: GatewayRefund['status'] | null = null;
  let gate: Promise<void> | null = null;
  let open = () => undefined as void;
  const gateway: PaymentGateway = {
    ...base,
    async refund(request) {
      calls.push(request);
      if (gate) await gate;
      if (failures > 0) {
        failures -= 1;
        throw new AppError('provider-failed', 'The payment provider did not answer in time. Please try again.');
      }
      const made = await base.refund(request);
      return status ? { ...made, status } : made;
    },
  };
  return {
    gateway,
    calls,
    failNext: (n = 1) => {
      failures = n;
    },
    answerWith: (next: GatewayRefund['status'] | null) => {
      status = next;
    },
    /** Holds every refund call until `release()`. */
    hold: () => {
      gate = new Promise<void>((resolve) => {
        open = resolve;
      });
    },
    release: () => {
      gate = null;
      open();
    },
  };
}

/**
 * A captured payment kept as needing attention, with its gateway order as create-order binds it: the shopper's
 * basket (`lines`) and details, or none (`basket: false`, create-order got only an amount).
 */
export async function newPaymentAttention(
  t: TestApp,
  options: { userId: string; lines: Line[]; amountPaise: number; basket?: boolean; capturedPaise?: number },
) {
  const db = t.database.db;
  const tag = randomUUID().replaceAll('-', '').slice(0, 14);
  const gatewayOrderId = `order_${tag}`;
  const gatewayPaymentId = `pay_${tag}`;
  const items = itemsOf(options.lines);
  const basket = options.basket ?? true;
  await db.insert(paymentOrders).values({
    id: gatewayOrderId,
    amountPaise: options.amountPaise,
    userId: options.userId,
    orderData: basket ? { customerInfo: CUSTOMER, items } : null,
    basketHash: basket ? basketHash(items) : null,
  });
  const [row] = await db
    .insert(paymentAttention)
    .values({
      gatewayOrderId,
      gatewayPaymentId,
      amountPaise: options.capturedPaise ?? options.amountPaise,
      reason: 'Sorry, "Linen Kurta" (L) is out of stock.',
      source: 'webhook',
    })
    .returning();
  if (!row) throw new Error('payment_attention not inserted');
  return row;
}

export const refundPath = (id: string) => endpointPath(ENDPOINTS.adminRefundPayment.path, { id });
export const createOrderPath = (id: string) => endpointPath(ENDPOINTS.adminCreateOrderFromPayment.path, { id });

/** A back-office POST with a member of staff's token. */
export const staffPost = (t: TestApp, token: string, url: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });

export async function attentionRow(t: TestApp, id: string) {
  const [row] = await t.database.db.select().from(paymentAttention).where(eq(paymentAttention.id, id));
  if (!row) throw new Error(`payment_attention ${id} not found`);
  return row;
}

export const refundRowsOf = (t: TestApp, id: string) =>
  t.database.db.select().from(refunds).where(eq(refunds.paymentAttentionId, id));

export async function auditCount(t: TestApp, action: string, targetId: string): Promise<number> {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, targetId)));
  return row?.n ?? 0;
}
