import { z } from 'zod';

/** GET /api/admin/dashboard/returns?period=: how much comes back, and why (IST days, like the summary). */
export const ReturnsDashboardQuery = z.strictObject({ period: z.enum(['7d', '30d', '90d']).optional() });
export type ReturnsDashboardQuery = z.infer<typeof ReturnsDashboardQuery>;

/** Units sent back as a share of units delivered in the period (0 when nothing was delivered). */
const Rate = z.object({
  deliveredUnits: z.number().int(),
  returnedUnits: z.number().int(),
  exchangedUnits: z.number().int(),
  /** Percentages with one decimal: 12.5 = 12.5 %. */
  returnRate: z.number(),
  exchangeRate: z.number(),
});

export const ReturnsDashboardResponse = z.object({
  period: z.enum(['7d', '30d', '90d']),
  from: z.string(),
  to: z.string(),
  overall: Rate,
  byCategory: z.array(Rate.extend({ category: z.string() })),
  bySize: z.array(Rate.extend({ size: z.string() })),
  /** Money sent back in the period: to original payments, by payout, and in all (paise). */
  refunds: z.object({ gatewayPaise: z.number().int(), payoutPaise: z.number().int(), totalPaise: z.number().int() }),
  /** The most common reasons, most first, with counts of requests. */
  topReasons: z.array(z.object({ reason: z.string(), label: z.string(), count: z.number().int() })),
  /** Requests waiting for staff (requested, or received and not yet completed). */
  waiting: z.number().int(),
});
export type ReturnsDashboardResponse = z.infer<typeof ReturnsDashboardResponse>;
