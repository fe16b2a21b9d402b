import { orderContent, PAYMENT_LINK_HOURS, type CustomerInfo, type OrderItemInput } from '@vastra/domain/api';
import type { Language } from '@vastra/domain/i18n';
import { toE164India } from '@vastra/domain/identity';
import { paise } from '@vastra/domain/money';
import { toPricingSnapshot } from '@vastra/domain/pricing';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import type { Clock } from '../../shared/clock';
import { randomToken, sha256 } from '../../shared/crypto';
import { uniqueViolation } from '../../shared/pg-errors';
import type { PaymentGateway } from '../payments';
import { MIN_GATEWAY_AMOUNT_PAISE } from './create-payment-order';
import { ordersRepository } from './orders.repository';
import { paymentOrdersRepository } from './payment-orders.repository';
import { paymentLinksRepository as links, type HeldLine, type PaymentLinkRow } from './payment-links.repository';
import { basketHash, IDEMPOTENCY_KEY_REUSED } from './place-order';
import { refuseUnlessPlaceable } from './placing-quote';
import { assertInStock, stockShortage } from './price-order';
import type { QuoteBasket } from './quote-basket';

export interface PaymentLinkInput {
  userId: string;
  customerInfo: CustomerInfo;
  items: readonly OrderItemInput[];
  /** Who made it, and their Idempotency-Key: the same request answers the same link. */
  staffId: string;
  idempotencyKey?: string | undefined;
  /** What she reads on the link's page. */
  description: string;
  /** The language of her order texts, kept with the order details for the order the link places (decision 145). */
  language?: Language | undefined;
}

export interface PaymentLinkMade {
  id: string;
  url: string;
  expiresAt: Date;
  totalPaise: number;
  /** False when an earlier request with the same key had made it. */
  created: boolean;
}

const HOUR_MS = 3_600_000;

/**
 * A payment link for an order taken by phone (docs/decisions/133-payment-links.md): the bag priced to be paid online
 * (offers and fees as at checkout), the gateway's link for that amount, then, in one transaction, the stock of its
 * lines held, and the link kept with its gateway order row (amount, shopper, order details, pricing), which the
 * link's paid webhook turns into the order. A line short of stock writes nothing and stops the link at the gateway.
 */
export function createPaymentLinks(deps: { db: Db; gateway: PaymentGateway; clock: Clock; quoteBasket: QuoteBasket }) {
  const { db, clock } = deps;

  function answer(row: PaymentLinkRow, totalPaise: number, created: boolean): PaymentLinkMade {
    return { id: row.id, url: row.url, expiresAt: row.expiresAt, totalPaise, created };
  }

  async function earlier(input: PaymentLinkInput, hash: string): Promise<PaymentLinkMade | null> {
    if (!input.idempotencyKey) return null;
    const row = await links.findByKey(db, input.staffId, input.idempotencyKey);
    if (!row) return null;
    if (row.requestHash !== hash) {
      throw new AppError('unprocessable', IDEMPOTENCY_KEY_REUSED, { code: 'idempotency_key_reused' });
    }
    const bound = await paymentOrdersRepository.find(db, row.id);
    return answer(row, bound?.amountPaise ?? 0, false);
  }

  return async function makePaymentLink(input: PaymentLinkInput): Promise<PaymentLinkMade> {
    const hash = sha256(orderContent('prepaid', input.customerInfo, input.items));
    const made = await earlier(input, hash);
    if (made) return made;
    const quote = await deps.quoteBasket({
      items: input.items,
      payment: 'prepaid',
      userId: input.userId,
      state: input.customerInfo.state,
    });
    refuseUnlessPlaceable(quote.basket, undefined);
    assertInStock(quote.order);
    const amountPaise = paise(quote.basket.totalPaise);
    if (amountPaise < MIN_GATEWAY_AMOUNT_PAISE) throw new AppError('bad-request', 'The amount must be at least ₹1.00.');
    const now = clock.now();
    const { customerInfo: c } = input;
    const link = await deps.gateway.createPaymentLink({
      amountPaise,
      referenceId: `ph_${randomToken(12)}`,
      description: input.description,
      customer: { name: c.name, phone: toE164India(c.phone), email: c.email },
      expiresAt: new Date(now.getTime() + PAYMENT_LINK_HOURS * HOUR_MS),
      notes: { userId: input.userId },
    });
    // Sorted (product, size), as orders take theirs: two holds never wait on each other's rows in turn.
    const held: HeldLine[] = quote.order.lines
      .map(({ productId, size, quantity }) => ({ productId, size, quantity }))
      .sort((a, b) => cmp(a.productId, b.productId) || cmp(a.size, b.size));
    const row: PaymentLinkRow = {
      id: link.id,
      url: link.url,
      status: 'active',
      held,
      expiresAt: link.expiresAt,
      userId: input.userId,
      staffId: input.staffId,
      idempotencyKey: input.idempotencyKey ?? null,
      requestHash: hash,
      orderId: null,
      createdAt: now,
      settledAt: null,
    };
    try {
      await db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        const short = await links.hold(tx, held);
        if (short) throw new ShortOfStock(short);
        await paymentOrdersRepository.insert(tx, {
          id: link.id,
          amountPaise,
          userId: input.userId,
          orderData: { items: input.items, customerInfo: c, ...(input.language ? { language: input.language } : {}) },
          basketHash: basketHash(input.items),
          pricing: toPricingSnapshot(quote.input, quote.basket),
          createdAt: now,
          // Never reconciled as a checkout's gateway order: the link's webhook, or its expiry, settles it.
          reconcileState: 'settled',
          nextReconcileAt: null,
        });
        await links.insert(tx, row);
      });
    } catch (error) {
      await deps.gateway.cancelPaymentLink(link.id).catch(() => undefined);
      if (error instanceof ShortOfStock) {
        const line = quote.order.lines.find((l) => l.productId === error.line.productId && l.size === error.line.size);
        const [left] = await ordersRepository.stocksOf(db, [error.line]);
        throw stockShortage(line ?? { ...error.line, title: 'This item' }, left ?? 0);
      }
      // The same key made its link at the same moment: answer that one.
      if (uniqueViolation(error) === 'payment_links_staff_key_unique') {
        const winner = await earlier(input, hash);
        if (winner) return winner;
      }
      throw error;
    }
    return answer(row, amountPaise, true);
  };
}
export type MakePaymentLink = ReturnType<typeof createPaymentLinks>;

class ShortOfStock extends Error {
  constructor(readonly line: HeldLine) {
    super('short of stock');
  }
}

const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
