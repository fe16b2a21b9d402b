import { CreatePaymentOrderBody } from '@vastra/domain/api';
import { rupeesToPaise } from '@vastra/domain/money';
import { firstReconcileAt } from '@vastra/domain/orders';
import type { z } from 'zod';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { CheckDeliveryState } from '../addresses';
import { AppError } from '../../errors';
import { randomToken } from '../../shared/crypto';
import type { RateLimiter } from '../../plugins/rate-limit';
import type { Clock } from '../../shared/clock';
import type { PaymentGateway } from '../payments';
import type { OrderCatalog } from './order-catalog.port';
import { paymentOrdersRepository as repo } from './payment-orders.repository';
import { basketHash } from './place-order';
import { assertInStock, priceOrder } from './price-order';

/** Razorpay's smallest order: ₹1.00 (docs/rules/third-parties.md#razorpay-basics). */
export const MIN_GATEWAY_AMOUNT_PAISE = 100;

/**
 * POST /api/payment/create-order body: the domain's `{amount, items?}` plus, optionally, the buyer's
 * details, stored so a webhook can record the order when the browser never calls verify.
 */
export const CreatePaymentOrderRequest = CreatePaymentOrderBody;
export type CreatePaymentOrderRequest = z.infer<typeof CreatePaymentOrderRequest>;

/**
 * Creates a gateway order whose amount is bound now (docs/rules/security.md). With items, the amount is the
 * server's own total for them (the client's `amount` is ignored) and stock is checked before the
 * shopper pays; without items it is the client's amount, which verify checks against the server's
 * total anyway. The gateway order is stored with its amount, the shopper (if signed in), the order
 * data and the basket it is for (its hash): verify places that basket and no other (decision 015).
 */
export function createCreatePaymentOrder(deps: {
  db: Db;
  gateway: PaymentGateway;
  catalog: OrderCatalog;
  clock: Clock;
  rateLimiter: RateLimiter;
  config: Pick<Config, 'PAYMENT_ORDERS_PER_IP_10_MIN'>;
  /** Refuses an address whose state is not its PIN's (422 on customerInfo.state) before the shopper pays. */
  checkDeliveryState?: CheckDeliveryState | undefined;
}) {
  return async function createPaymentOrder(
    body: CreatePaymentOrderRequest,
    userId: string | null,
    clientAddress: string,
  ) {
    // Public, and each call reaches the gateway: bounded per client address (docs/rules/security.md abuse limits).
    await deps.rateLimiter.consume([
      {
        bucket: `payment-order:ip:${clientAddress}:10m`,
        limit: deps.config.PAYMENT_ORDERS_PER_IP_10_MIN,
        windowSeconds: 600,
        message: 'Too many payment attempts. Please try again in {n}s.',
      },
    ]);
    if (body.customerInfo) await deps.checkDeliveryState?.(body.customerInfo, 'customerInfo.state');
    let amountPaise = rupeesToPaise(body.amount);
    if (body.items) {
      const priced = await priceOrder(deps.catalog, body.items);
      assertInStock(priced);
      amountPaise = priced.totalPaise;
    }
    if (amountPaise < MIN_GATEWAY_AMOUNT_PAISE) throw new AppError('bad-request', 'The amount must be at least ₹1.00.');
    const receipt = `rcpt_${randomToken(12)}`;
    const order = await deps.gateway.createOrder(amountPaise, receipt, userId ? { userId } : {});
    const orderData = body.items
      ? { items: body.items, ...(body.customerInfo ? { customerInfo: body.customerInfo } : {}) }
      : null;
    await repo.insert(deps.db, {
      id: order.id,
      amountPaise: order.amountPaise,
      userId,
      orderData,
      basketHash: body.items ? basketHash(body.items) : null,
      createdAt: deps.clock.now(),
      // Checked by the reconciliation job until an order exists (a UPI payment may turn paid late).
      nextReconcileAt: firstReconcileAt(deps.clock.now()),
    });
    return { id: order.id, amount: order.amountPaise, currency: order.currency };
  };
}
