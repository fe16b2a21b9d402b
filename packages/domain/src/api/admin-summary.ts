import { z } from 'zod';
import { Id, IsoDateTime } from './common';
import { SummaryRange } from './admin';

// The back office's dashboard (GET /api/admin/summary): the shop at a glance, money in integer paise.

export const SummaryQuery = z.strictObject({ range: SummaryRange.default('today') });

/**
 * The figures of one period; money in paise (docs/decisions/076-invoice-at-dispatch-and-net-sales.md). Revenue is
 * gross sales: orders placed in the period, neither cancelled nor returned to origin. Refunds: money sent back in
 * the period (refunds and payouts not failed) on such orders. Net sales: gross minus refunds.
 */
export const SummaryFigures = z.object({
  revenuePaise: z.number().int(),
  grossSalesPaise: z.number().int(),
  refundsPaise: z.number().int(),
  netSalesPaise: z.number().int(),
  orders: z.number().int(),
  averageOrderPaise: z.number().int(),
  /** Share of orders paid cash on delivery, 0..1. */
  codShare: z.number().min(0).max(1),
  cancellations: z.number().int(),
  returnsToOrigin: z.number().int(),
});

export const SummaryResponse = z.object({
  range: SummaryRange,
  /** The period's first and last instant, and the previous period's. */
  from: IsoDateTime,
  to: IsoDateTime,
  current: SummaryFigures,
  previous: SummaryFigures,
  /** One entry per IST calendar day of the period, oldest first. */
  daily: z.array(z.object({ date: z.iso.date(), orders: z.number().int(), revenuePaise: z.number().int() })),
  lowStock: z.array(z.object({ productId: Id, title: z.string(), size: z.string(), stock: z.number().int() })),
  /**
   * Cash on delivery held for the shopper's confirmation: confirmed and expired (cancelled unconfirmed) in the period,
   * the rate confirmed ÷ (confirmed + expired), null when neither happened; and how many wait now.
   */
  codConfirmation: z.object({
    confirmed: z.number().int(),
    expired: z.number().int(),
    rate: z.number().min(0).max(1).nullable(),
    awaiting: z.number().int(),
  }),
  attention: z.object({
    /** Orders saved but not booked with the courier. */
    unbookedOrders: z.number().int(),
    /** Card payments started in the period that never became an order. */
    unpaidCardAttempts: z.number().int(),
    /** Failed deliveries (NDR) waiting for the shop's answer. */
    failedDeliveries: z.number().int(),
    /** Parcels returned to origin not yet received back. */
    returnsToReceive: z.number().int(),
    /** Captured payments that produced no order, not yet settled. */
    paymentsWithoutOrder: z.number().int(),
    /** Contact messages nobody has opened. */
    unreadMessages: z.number().int(),
  }),
});
export type SummaryResponse = z.infer<typeof SummaryResponse>;
