import { CreatePaymentOrderBody, type OrderItemInput } from '@vastra/domain/api';
import { PRICING_MESSAGES, toPricingSnapshot } from '@vastra/domain/pricing';
import { paise, rupeesToPaise } from '@vastra/domain/money';
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
import { CouponUseRefused, type CouponLedger } from '../offers';
import { basketHash } from './place-order';
import { couponUseOf, refuseUnlessPlaceable } from './placing-quote';
import { assertInStock } from './price-order';
import type { QuoteBasket } from './quote-basket';

/** Razorpay's smallest order: ₹1.00 (docs/rules/third-parties.md#razorpay-basics). */
export const MIN_GATEWAY_AMOUNT_PAISE = 100;

/**
 * How long a coupon's use waits for its card or UPI payment before it is given back (decision 085): long enough to
 * pay, short enough that abandoned payments do not hold a limited coupon's last uses for long.
 */
export const COUPON_HOLD_MS = 30 * 60 * 1000;

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
  /** Prices the bag with its offers, coupon and fees (quote-basket.ts). */
  quoteBasket: QuoteBasket;
  /** The coupon-use ledger (modules/offers): a use is held with the gateway order. */
  coupons: CouponLedger;
}) {
  /** The bag priced to be paid online, with its offers and coupon; refused as placing a COD order refuses it. */
  async function priceForPayment(body: CreatePaymentOrderRequest, items: OrderItemInput[], userId: string | null) {
    if (body.couponCode?.trim() && !userId) {
      throw new AppError('unprocessable', PRICING_MESSAGES.signInForCoupon, { code: 'coupon_not_applicable' });
    }
    const quote = await deps.quoteBasket({
      items,
      couponCode: body.couponCode,
      payment: 'prepaid',
      userId,
      state: body.customerInfo?.state,
    });
    refuseUnlessPlaceable(quote.basket, body.quotedTotal === undefined ? undefined : rupeesToPaise(body.quotedTotal));
    assertInStock(quote.order);
    return quote;
  }

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
    const quote = body.items ? await priceForPayment(body, body.items, userId) : null;
    if (quote) amountPaise = paise(quote.basket.totalPaise);
    if (amountPaise < MIN_GATEWAY_AMOUNT_PAISE) throw new AppError('bad-request', 'The amount must be at least ₹1.00.');
    const receipt = `rcpt_${randomToken(12)}`;
    const order = await deps.gateway.createOrder(amountPaise, receipt, userId ? { userId } : {});
    const orderData = body.items
      ? {
          items: body.items,
          ...(body.customerInfo ? { customerInfo: body.customerInfo } : {}),
          ...(body.couponCode ? { couponCode: body.couponCode } : {}),
          ...(body.language ? { language: body.language } : {}),
        }
      : null;
    const now = deps.clock.now();
    const row = {
      id: order.id,
      amountPaise: order.amountPaise,
      userId,
      orderData,
      basketHash: body.items ? basketHash(body.items) : null,
      pricing: quote ? toPricingSnapshot(quote.input, quote.basket) : null,
      createdAt: now,
      // Checked by the reconciliation job until an order exists (a UPI payment may turn paid late).
      nextReconcileAt: firstReconcileAt(now),
    };
    const use = quote && couponUseOf(quote.basket);
    if (use && userId) {
      // The coupon's use is held with the gateway order, before any money moves (decision 085).
      await deps.db
        .transaction(async (transaction) => {
          const tx = transaction as unknown as Db;
          await repo.insert(tx, row);
          const { code, ...held } = use;
          await deps.coupons.take(
            tx,
            { ...held, userId, gatewayOrderId: order.id, at: now, heldUntil: new Date(now.getTime() + COUPON_HOLD_MS) },
            { savepoint: false, code },
          );
        })
        .catch((error: unknown) => {
          if (error instanceof CouponUseRefused) {
            throw new AppError('unprocessable', error.message, { code: 'coupon_not_applicable' });
          }
          throw error;
        });
    } else {
      await repo.insert(deps.db, row);
    }
    return { id: order.id, amount: order.amountPaise, currency: order.currency };
  };
}
