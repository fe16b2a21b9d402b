import { z } from 'zod';
import { CategorySlug } from './products';
import { SalePriceChange, SalePriceInput } from '../pricing/sale-price';
import { Id, IsoDateTime } from './common';

// Sale prices on a schedule, the back office's side: /api/admin/sale-prices
// (docs/decisions/086-sale-prices-on-a-schedule.md).

/** Where a sale stands at the server's now: not yet started, live, paused inside its window, or over. */
export const SALE_STATES = ['scheduled', 'live', 'paused', 'ended'] as const;
export const SaleState = z.enum(SALE_STATES);
export type SaleState = z.infer<typeof SaleState>;

/** POST /api/admin/sale-prices: the domain's `SalePrice` without its id (the server gives one), and a name. */
export const CreateSalePriceBody = SalePriceInput;
export type CreateSalePriceBody = z.input<typeof CreateSalePriceBody>;

/** PATCH /api/admin/sale-prices/:id: a new price, window, pause or name; what is left out stays. */
export const UpdateSalePriceBody = SalePriceChange;
export type UpdateSalePriceBody = z.input<typeof UpdateSalePriceBody>;

/** GET /api/admin/sale-prices: the sales of one product (its own, its sizes' and its category's) or one category. */
export const SalePricesQuery = z.strictObject({
  productId: Id.optional(),
  category: CategorySlug.optional(),
});
export type SalePricesQuery = z.infer<typeof SalePricesQuery>;

/** One sale as the back office reads it; times are ISO 8601 (UTC). */
export const SalePriceResponse = z.object({
  id: Id,
  target: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('size'), productId: Id, size: z.string() }),
    z.object({ kind: z.literal('product'), productId: Id }),
    z.object({ kind: z.literal('category'), category: CategorySlug }),
  ]),
  price: z.discriminatedUnion('type', [
    z.object({ type: z.literal('percent'), percent: z.number().int() }),
    z.object({ type: z.literal('fixed'), pricePaise: z.number().int() }),
  ]),
  label: z.string(),
  startsAt: IsoDateTime,
  endsAt: IsoDateTime,
  paused: z.boolean(),
  state: SaleState,
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
});
export type SalePriceResponse = z.infer<typeof SalePriceResponse>;

/** The sales, the latest start first. */
export const SalePricesResponse = z.object({ sales: z.array(SalePriceResponse) });
export type SalePricesResponse = z.infer<typeof SalePricesResponse>;

/** A deleted sale (one that had not started). */
export const DeletedSalePriceResponse = z.object({ id: Id, deleted: z.literal(true) });
export type DeletedSalePriceResponse = z.infer<typeof DeletedSalePriceResponse>;
