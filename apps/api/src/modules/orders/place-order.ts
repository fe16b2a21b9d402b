import { basketContent, orderContent, type CustomerInfo, type OrderItemInput } from '@vastra/domain/api';
import { DEFAULT_LANGUAGE, type Language } from '@vastra/domain/i18n';
import type { PaymentInstrument } from '@vastra/domain/orders';
import type { PricingSnapshot } from '@vastra/domain/pricing';
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client';
import type { CheckDeliveryState } from '../addresses';
import { AppError } from '../../errors';
import type { Clock } from '../../shared/clock';
import { sha256 } from '../../shared/crypto';
import type { OrderOutbox } from '../order-history';
import { couponRefusalOf, type CouponLedger } from '../offers';
import { customerColumns } from './customer-columns';
import { isLimitRefusal, type CodLimits } from './cod-limits';
import type { CheckCod } from './cod-rules';
import type { OrderCatalog } from './order-catalog.port';
import { isStockShortage, ordersRepository as repo, type OrderWithItems } from './orders.repository';
import { priceOrder, stockShortage } from './price-order';
import {
  couponUseOf,
  fromSnapshot,
  pricingColumns,
  refuseUnlessPlaceable,
  type NewOrderColumns,
  type PlacingQuote,
} from './placing-quote';
import type { QuoteBasket } from './quote-basket';
import { uniqueViolation } from '../../shared/pg-errors';

/**
 * How the order is paid: cash on delivery, or a verified card payment for a gateway order with its
 * bound amount and basket (`basketHash`, null when create-order was given no items).
 */
export type OrderPayment =
  | { mode: 'cod' }
  | {
      mode: 'prepaid';
      gatewayOrderId: string;
      gatewayPaymentId: string;
      amountPaise: number;
      basketHash: string | null;
      /** How it was paid, when the gateway said (orders.payment_method). */
      method?: PaymentInstrument | null;
      /**
       * When its amount was bound (the gateway order's creation): the basket is priced with the sales live then,
       * so a sale that ends between paying and verifying does not refuse a paid order
       * (docs/decisions/086-sale-prices-on-a-schedule.md).
       */
      pricedAt?: Date;
      /**
       * The pricing bound with the amount at create-order (offers, coupon, fees); the order keeps it. Null for a
       * payment made before payments kept their pricing: then priced at `pricedAt` without offers.
       */
      pricing?: PricingSnapshot | null;
    };

export interface PlaceOrderInput {
  userId: string;
  customerInfo: CustomerInfo;
  items: readonly OrderItemInput[];
  payment: OrderPayment;
  /** The shopper's language at checkout: her order texts are written in it (decision 145); left out, English. */
  language?: Language | undefined;
  /** The shopper's Idempotency-Key: a repeated submit returns the first order. */
  idempotencyKey?: string | undefined;
  /** The coupon the shopper applied (COD; a card payment's is in its bound pricing). */
  couponCode?: string | undefined;
  /** The total the checkout showed: a different total now is refused (409 quote_changed), not charged. */
  quotedTotalPaise?: number | undefined;
  /**
   * Gives back stock held for this order (a paid payment link's, docs/decisions/133-payment-links.md) in the order's
   * own transaction, just before the order takes it: both happen, or neither.
   */
  releaseHold?: ((tx: Db) => Promise<void>) | undefined;
}

/**
 * COD confirmation seen from placing (modules/cod-confirmation): null from `prepare` while the setting is off, so
 * the order is written exactly as before; else its columns, and `notify` texts the shopper after the commit.
 */
export interface CodConfirmationHook {
  prepare(): Promise<{ orderId: string; columns: Partial<NewOrderColumns> } | null>;
  notify(order: OrderWithItems['order'], prepared: { orderId: string }): Promise<void>;
}

export interface PlacedOrder extends OrderWithItems {
  /** False when an earlier identical request (same key or same gateway order) had placed it. */
  created: boolean;
}

export const AMOUNT_MISMATCH = 'Payment amount does not match the order total.';
export const PAYMENT_USED_ELSEWHERE = 'This payment has already been used for another order.';
export const BASKET_MISMATCH = 'This payment was made for a different basket. Please start the payment again.';
export const NO_BOUND_BASKET =
  'This payment was started without its items (create-order got only an amount), so it cannot become an order.';
export const IDEMPOTENCY_KEY_REUSED =
  'This Idempotency-Key was already used for a different order. Use a new key to place a new order.';

/** SHA-256 of a basket's canonical content: what a card payment is bound to at create-order. */
export const basketHash = (items: readonly OrderItemInput[]): string => sha256(basketContent(items));

/** SHA-256 of a request's canonical content: what an Idempotency-Key stands for. */
const requestHash = (input: PlaceOrderInput): string =>
  sha256(orderContent(input.payment.mode, input.customerInfo, input.items, input.couponCode));

/**
 * Places an order, for both payment paths (docs/rules/platform.md#data, docs/rules/security.md): prices every item from
 * the server's catalogue, then in ONE statement (atomic, so one round trip) takes the stock of every line and
 * writes the order and its lines; after it the catalogue is told the stock changed. Any line short
 * of stock leaves everything unwritten (409).
 * Idempotent per Idempotency-Key and per gateway order id, also under concurrent duplicates: the
 * unique constraint decides, and the loser returns the winner's order. A key stands for one request:
 * reused with another content (address, items, notes…) it is refused (422), never answered with an
 * order the shopper did not ask for. A card payment places only the basket it was bound to.
 */
export function createPlaceOrder(deps: {
  db: Db;
  catalog: OrderCatalog;
  clock: Clock;
  /** Runs the order events' reactions after the commit (the placed text among them). */
  outbox?: Pick<OrderOutbox, 'dispatch'> | undefined;
  checkCod?: CheckCod;
  codConfirmation?: CodConfirmationHook | undefined;
  /** The COD abuse limits (cod-limits.ts): a COD order is written under them; left out, COD is not limited. */
  codLimits?: CodLimits | undefined;
  /** Refuses an address whose state is not its PIN's (422 on customerInfo.state), before anything is written. */
  checkDeliveryState?: CheckDeliveryState | undefined;
  /** Prices the bag with its offers, coupon and fees (quote-basket.ts), as the shopper was shown it. */
  quoteBasket: QuoteBasket;
  /** The coupon-use ledger (modules/offers), called in the order's own transaction. */
  coupons: CouponLedger;
}) {
  const { db, catalog, clock } = deps;

  async function existing(input: PlaceOrderInput): Promise<OrderWithItems | undefined> {
    const found =
      input.payment.mode === 'prepaid'
        ? await repo.findByGatewayOrderId(db, input.payment.gatewayOrderId)
        : input.idempotencyKey
          ? await repo.findByIdempotencyKey(db, input.userId, input.idempotencyKey)
          : undefined;
    if (found && found.order.userId !== input.userId) throw new AppError('forbidden', PAYMENT_USED_ELSEWHERE);
    // Orders written before keys were bound to their request carry no hash: answered as before.
    const hash = found?.order.requestHash;
    if (input.payment.mode === 'cod' && hash && hash !== requestHash(input)) {
      throw new AppError('unprocessable', IDEMPOTENCY_KEY_REUSED, { code: 'idempotency_key_reused' });
    }
    return found;
  }

  /**
   * The order's price: cash on delivery priced now with its offers, coupon and fees, refused when the coupon does
   * not apply or the total is not the one shown; a card payment keeps the pricing bound with its amount (or, for a
   * payment made before payments kept it, its basket at the sales of `pricedAt` without offers).
   */
  async function priceToPlace(input: PlaceOrderInput): Promise<PlacingQuote> {
    const { payment } = input;
    if (payment.mode === 'prepaid') {
      const order = await priceOrder(catalog, input.items, payment.pricedAt);
      return payment.pricing ? fromSnapshot(order, payment.pricing) : { order, input: null, basket: null };
    }
    const quote = await deps.quoteBasket({
      items: input.items,
      couponCode: input.couponCode,
      payment: 'cod',
      userId: input.userId,
      state: input.customerInfo.state,
      forScreen: false,
    });
    refuseUnlessPlaceable(quote.basket, input.quotedTotalPaise);
    return quote;
  }

  return async function placeOrder(input: PlaceOrderInput): Promise<PlacedOrder> {
    const { payment } = input;
    // Before the look-up, so a paid basket is never answered with, or replaced by, another one.
    if (payment.mode === 'prepaid' && payment.basketHash !== null && payment.basketHash !== basketHash(input.items)) {
      throw new AppError('bad-request', BASKET_MISMATCH);
    }
    const earlier = await existing(input);
    if (earlier) return { ...earlier, created: false };
    // Cash on delivery only: a card payment's address was checked at create-order, and a paid order is never refused.
    if (payment.mode === 'cod') await deps.checkDeliveryState?.(input.customerInfo, 'customerInfo.state');

    const quote = await priceToPlace(input);
    const priced = quote.order;
    if (payment.mode === 'prepaid' && payment.amountPaise !== priced.totalPaise) {
      throw new AppError('bad-request', AMOUNT_MISMATCH);
    }
    // A gateway order made from {amount} alone names no basket, so no basket can be proven paid (decision 015).
    if (payment.mode === 'prepaid' && payment.basketHash === null) throw new AppError('bad-request', NO_BOUND_BASKET);
    // The shop's COD controls (limit, PIN) on the amount to collect: a refused order writes nothing (422).
    if (payment.mode === 'cod')
      await deps.checkCod?.({ totalPaise: priced.totalPaise, pincode: input.customerInfo.pincode });
    const couponUse = quote.basket ? couponUseOf(quote.basket) : null;
    // Sorted (product, size): the 409 names the first short line in a stable order.
    const lines = [...priced.lines].sort((a, b) => cmp(a.productId, b.productId) || cmp(a.size, b.size));
    const now = clock.now();
    const { customerInfo: c } = input;
    const confirmation = payment.mode === 'cod' ? await deps.codConfirmation?.prepare() : null;
    const write = (into: Db) =>
      repo
        .writeOrder(
          into,
          {
            userId: input.userId,
            totalPaise: priced.totalPaise,
            ...pricingColumns(quote),
            paymentMode: payment.mode,
            moneyState: payment.mode === 'cod' ? 'cod' : 'paid',
            idempotencyKey: input.idempotencyKey ?? null,
            requestHash: input.idempotencyKey ? requestHash(input) : null,
            ...customerColumns(c),
            language: input.language ?? DEFAULT_LANGUAGE,
            ...(payment.mode === 'prepaid'
              ? {
                  gatewayOrderId: payment.gatewayOrderId,
                  gatewayPaymentId: payment.gatewayPaymentId,
                  paymentMethod: payment.method ?? null,
                  paidAt: now,
                }
              : {}),
            id: confirmation?.orderId ?? randomUUID(),
            createdAt: now,
            updatedAt: now,
            ...(confirmation ? confirmation.columns : {}),
          },
          priced.lines,
          // A COD order takes its coupon's use in its own statement: its limits hold under load (decision 085).
          couponUse && payment.mode === 'cod'
            ? { offerId: couponUse.offerId, userId: input.userId, discountPaise: couponUse.discountPaise }
            : undefined,
        )
        .then(async (placed) => {
          // A card payment's use was held at create-order: the order confirms it in its transaction.
          if (couponUse && payment.mode === 'prepaid') {
            await deps.coupons.confirmHeld(into, payment.gatewayOrderId, placed.order.id);
          }
          return placed;
        });
    try {
      const placed =
        payment.mode === 'cod' && deps.codLimits
          ? await deps.codLimits.within(db, { userId: input.userId, phone: c.phone }, write)
          : (couponUse && payment.mode === 'prepaid') || input.releaseHold
            ? await db.transaction(async (transaction) => {
                const tx = transaction as unknown as Db;
                await input.releaseHold?.(tx);
                return write(tx);
              })
            : await write(db);
      if (confirmation) await deps.codConfirmation?.notify(placed.order, confirmation);
      // After the commit, so orders never queue on the catalogue's version; the other processes are
      // told in a batch the order need not wait for (decision 012).
      void catalog.changed();
      // The placed text's event committed with the order (write-order.ts): sent now, or by the runner after a crash.
      await deps.outbox?.dispatch();
      return { ...placed, created: true };
    } catch (error) {
      // A concurrent duplicate committed first: answer with its order (ours wrote nothing). When it
      // took the last units, the duplicate queued behind it on the stock row fails the stock check
      // before reaching the unique key, so look for the winner then too; else a paid verify or
      // webhook would be refused "out of stock" and flagged for a refund.
      // Likewise when the limits refused it: the winner's order counted against them (an accepted order is never
      // refused on a retry with its Idempotency-Key).
      const shortage = isStockShortage(error);
      const unique = uniqueViolation(error);
      if (shortage || unique !== null || isLimitRefusal(error)) {
        const winner = await existing(input);
        if (winner) return { ...winner, created: false };
      }
      const refused = couponUse ? couponRefusalOf(error, couponUse.code) : null;
      if (refused) throw new AppError('unprocessable', refused.message, { code: 'coupon_not_applicable' });
      // The gateway's payment id already pays for an order of another gateway order: refused, not a 500.
      if (unique === PAYMENT_ID_UNIQUE) throw new AppError('conflict', PAYMENT_USED_ELSEWHERE);
      // Some line is short of stock: nothing was written. Name the first short line (sorted).
      if (shortage) {
        const left = await repo.stocksOf(db, lines);
        const short = Math.max(
          0,
          lines.findIndex((line, i) => (left[i] ?? 0) < line.quantity),
        );
        const line = lines[short];
        if (line) throw stockShortage(line, left[short] ?? 0);
      }
      throw error;
    }
  };
}
export type PlaceOrder = ReturnType<typeof createPlaceOrder>;

/** The constraint that makes one gateway payment pay for one order. */
const PAYMENT_ID_UNIQUE = 'orders_gateway_payment_id_unique';

const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
