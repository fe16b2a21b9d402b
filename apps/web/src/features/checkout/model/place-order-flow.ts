import type { CodOrderBody, OrderData } from '@vastra/domain/api';
import { CHECKOUT_MESSAGES, CHECKOUT_MESSAGE_TEMPLATES } from '@vastra/domain/checkout';
import { toE164India } from '@vastra/domain/identity';
import { COD_PAYMENT_TYPE, SHIPPING_COST, type PaymentMode } from '@vastra/domain/orders';
import { ApiError } from '../../../lib/api-client';
import { bookShipping } from '../api/book-shipping';
import { createPaymentOrder } from '../api/create-payment-order';
import { getPaymentKey } from '../api/get-payment-key';
import { placeCodOrder } from '../api/place-cod-order';
import { verifyPayment } from '../api/verify-payment';
import { loadCheckoutScript } from '../gateway/load-checkout-script';
import { openCardPayment } from '../gateway/open-card-payment';
import { serverMessageOf } from '../../../lib/api/server-message';

export const placeOrderDeps = {
  getPaymentKey,
  createPaymentOrder,
  loadCheckoutScript,
  openCardPayment,
  verifyPayment,
  placeCodOrder,
  bookShipping,
};
export type PlaceOrderDeps = typeof placeOrderDeps;

export interface PlaceOrderInput {
  mode: PaymentMode;
  order: OrderData;
  token: string;
  /** The token when booking starts: the session may have ended while the shopper paid. */
  currentToken: () => string | null;
  idempotencyKey: string;
  /** The shop's name and logo, and the shipping provider its booking messages name (SHIPPER_NAMES). */
  shop: { name: string; logoUrl: string | null; shipper: string };
}

/**
 * Where a booking failure leaves a saved order: the reason, and the mode's follow-up (docs/rules/shipping.md#messages).
 */
export type ShippingProblem = { reason: string; followUp: string };

export type PlaceOrderOutcome =
  | { kind: 'placed'; mode: PaymentMode; orderId: string; shipping: ShippingProblem | null }
  /** `stockRefused`: the server refused an item for its stock, so the shopper's copy of it is stale. */
  | { kind: 'stopped'; message: string | null; stockRefused: boolean; priceRefused?: PriceRefusal };

/**
 * The server refused the price rather than the order: the total changed since it was shown (409 quote_changed: the
 * checkout asks a new quote and shows its message), or the coupon sent does not apply (422 coupon_not_applicable: its
 * message goes under the coupon field). Each carries the server's one message.
 */
export type PriceRefusal = { kind: 'quote_changed' | 'coupon_not_applicable'; message: string };

/** `awaiting`: a COD order waiting for the shopper's SMS confirmation, booked by the server once confirmed. */
type Saved =
  | { orderId: string; awaiting?: boolean }
  | { stopped: string | null; stockRefused?: boolean; priceRefused?: PriceRefusal };

/**
 * A line its stock cannot cover (create-order, verify and COD alike): told by the answer's code, not its status — a
 * 409 is also the answer for a total that changed (quote_changed).
 */
const isStockRefusal = (error: unknown) => error instanceof ApiError && error.code === 'out_of_stock';

/** The price refusal an answer carries, if it is one (see PriceRefusal). */
function priceRefusalOf(error: unknown): PriceRefusal | null {
  if (!(error instanceof ApiError)) return null;
  const kind = error.code;
  if (kind !== 'quote_changed' && kind !== 'coupon_not_applicable') return null;
  return { kind, message: serverMessageOf(error) ?? error.message };
}

/** What a refused call stops with: a price refusal with the server's message alone, otherwise `stopped` as given. */
function refused(error: unknown, stopped: string | null): Saved {
  const price = priceRefusalOf(error);
  if (price) return { stopped: price.kind === 'quote_changed' ? price.message : null, priceRefused: price };
  return { stopped, stockRefused: isStockRefusal(error) };
}

/** The server's reason for a refusal (4xx) the shopper can act on; null for a failure of ours or no answer. */
function refusalReason(error: unknown): string | null {
  return error instanceof ApiError && error.status < 500 ? serverMessageOf(error) : null;
}

async function payByCard(input: PlaceOrderInput, deps: PlaceOrderDeps): Promise<Saved> {
  const { order, token } = input;
  let started;
  try {
    const [key, gatewayOrder] = await Promise.allSettled([
      deps.getPaymentKey(),
      deps.createPaymentOrder(
        {
          amount: order.totalAmount,
          items: order.items,
          customerInfo: order.customerInfo,
          ...(order.couponCode !== undefined ? { couponCode: order.couponCode } : {}),
          ...(order.quotedTotal !== undefined ? { quotedTotal: order.quotedTotal } : {}),
          ...(order.language !== undefined ? { language: order.language } : {}),
        },
        token,
      ),
    ]);
    // create-order's refusal says what is wrong with the order (e.g. an item sold out): it is shown
    // whatever became of the key, as the COD path shows its server's reason.
    if (gatewayOrder.status === 'rejected') {
      const error: unknown = gatewayOrder.reason;
      return refused(error, CHECKOUT_MESSAGE_TEMPLATES.paymentInitFailedWith(refusalReason(error)));
    }
    if (key.status === 'rejected') return { stopped: CHECKOUT_MESSAGES.paymentInitFailed };
    started = {
      key: key.value,
      gatewayOrder: gatewayOrder.value,
      Razorpay: await deps.loadCheckoutScript(key.value.checkoutScriptUrl),
    };
  } catch {
    return { stopped: CHECKOUT_MESSAGES.paymentInitFailed };
  }
  let outcome;
  try {
    outcome = await deps.openCardPayment(started.Razorpay, {
      key: started.key.key,
      gatewayOrderId: started.gatewayOrder.id,
      amountPaise: started.gatewayOrder.amount,
      shopName: input.shop.name,
      logoUrl: input.shop.logoUrl,
      prefill: {
        name: order.customerInfo.name,
        email: order.customerInfo.email,
        contact: toE164India(order.customerInfo.phone),
      },
    });
  } catch {
    // The gateway refused its options (checkout.js throws on a bad key or order): nothing was paid.
    return { stopped: CHECKOUT_MESSAGES.paymentInitFailed };
  }
  if (outcome.kind === 'dismissed') return { stopped: null };
  if (outcome.kind === 'failed') return { stopped: outcome.description };
  const { razorpay_order_id, razorpay_payment_id, razorpay_signature } = outcome.response;
  try {
    const saved = await deps.verifyPayment(input.currentToken() ?? token, {
      razorpay_order_id,
      razorpay_payment_id,
      razorpay_signature,
      orderData: order,
    });
    return saved ? { orderId: saved.orderId } : { stopped: CHECKOUT_MESSAGES.paymentSavedFailed };
  } catch (error) {
    // Paid, but refused (e.g. the last unit went while the shopper paid): the spec's text, then the reason.
    return refused(error, CHECKOUT_MESSAGE_TEMPLATES.paymentVerifyFailedWith(refusalReason(error)));
  }
}

async function payOnDelivery(input: PlaceOrderInput, deps: PlaceOrderDeps): Promise<Saved> {
  const body: CodOrderBody = { ...input.order, shippingCost: SHIPPING_COST, paymentType: COD_PAYMENT_TYPE };
  try {
    const placed = await deps.placeCodOrder(input.token, body, input.idempotencyKey);
    return { orderId: placed.orderId, awaiting: placed.order.codConfirmation?.state === 'awaiting' };
  } catch (error) {
    return refused(error, CHECKOUT_MESSAGE_TEMPLATES.codFailedWith(serverMessageOf(error)));
  }
}

/**
 * Books the saved order's shipment (docs/rules/api.md#endpoints); a failure is reported but never undoes the order
 * (docs/rules/checkout.md#behaviour).
 */
export async function pushShipping(
  mode: PaymentMode,
  orderId: string,
  token: string | null,
  deps: Pick<PlaceOrderDeps, 'bookShipping'>,
  shipper: string,
): Promise<ShippingProblem | null> {
  const followUp =
    mode === 'cod'
      ? CHECKOUT_MESSAGE_TEMPLATES.codButPushFailed(shipper)
      : CHECKOUT_MESSAGE_TEMPLATES.paidButPushFailed(shipper);
  if (!token) return { reason: CHECKOUT_MESSAGES.pushNeedsSession, followUp };
  try {
    const booked = await deps.bookShipping(token, orderId);
    return booked.success ? null : { reason: CHECKOUT_MESSAGE_TEMPLATES.pushFailed(shipper, booked.message), followUp };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401)
      return { reason: CHECKOUT_MESSAGES.pushSessionExpired, followUp };
    const message = error instanceof ApiError ? error.message : CHECKOUT_MESSAGES.serverError;
    return { reason: CHECKOUT_MESSAGE_TEMPLATES.pushFailed(shipper, message), followUp };
  }
}

/** docs/rules/checkout.md#payment-flow: card (create, key, open, verify) or COD, then the shipping booking. */
export async function placeOrder(
  input: PlaceOrderInput,
  deps: PlaceOrderDeps = placeOrderDeps,
): Promise<PlaceOrderOutcome> {
  const saved = input.mode === 'cod' ? await payOnDelivery(input, deps) : await payByCard(input, deps);
  if ('stopped' in saved) {
    const stopped = { kind: 'stopped', message: saved.stopped, stockRefused: saved.stockRefused ?? false } as const;
    return saved.priceRefused ? { ...stopped, priceRefused: saved.priceRefused } : stopped;
  }
  // An order awaiting its COD confirmation is not booked now (the server books it once confirmed).
  const shipping = saved.awaiting
    ? null
    : await pushShipping(input.mode, saved.orderId, input.currentToken(), deps, input.shop.shipper);
  return { kind: 'placed', mode: input.mode, orderId: saved.orderId, shipping };
}
