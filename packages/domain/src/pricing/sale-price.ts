import { z } from 'zod';
import { CATEGORY_SLUG_MAX, isCategory } from '../catalog/categories';
import type { Category } from '../catalog';
import { divideHalfUp } from '../tax';
import { PRICING_MESSAGES as M } from './messages';
import { AmountPaise, Instant, Percent, isLive } from './offers';

const saleFields = {
  target: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('size'), productId: z.string().min(1), size: z.string().min(1) }),
    z.object({ kind: z.literal('product'), productId: z.string().min(1) }),
    z.object({ kind: z.literal('category'), category: z.string().max(CATEGORY_SLUG_MAX).refine(isCategory) }),
  ]),
  price: z.discriminatedUnion('type', [
    z.object({ type: z.literal('percent'), percent: Percent }),
    z.object({ type: z.literal('fixed'), pricePaise: AmountPaise }),
  ]),
  startsAt: Instant,
  endsAt: Instant,
  paused: z.boolean().default(false),
};
/**
 * The end comes after the start. zod runs an object's refinement even when a field failed, with that field's raw
 * input: a moment that is not a Date was refused already and is left to its own issue.
 */
const endAfterStart = (sale: { startsAt?: unknown; endsAt?: unknown }) =>
  !(sale.startsAt instanceof Date) || !(sale.endsAt instanceof Date) || sale.endsAt > sale.startsAt;
const endIssue = { message: M.endBeforeStart, path: ['endsAt'] };

/**
 * A sale on a schedule (docs/decisions/083-one-pricing-function.md): a percent off or a fixed price for one size of a
 * product, a product, or a category, live from `startsAt` until `endsAt` (exclusive). No job ends it: the price is
 * worked out at each moment from the schedule.
 */
export const SalePrice = z.object({ id: z.string().min(1).max(64), ...saleFields }).refine(endAfterStart, endIssue);
export type SalePrice = z.infer<typeof SalePrice>;

/** A new sale as the back office sends it (POST /api/admin/sale-prices): a `SalePrice` without its id, named. */
export const SalePriceInput = z
  .strictObject({ ...saleFields, label: z.string().max(80, M.saleLabelLength).trim().default('') })
  .refine(endAfterStart, endIssue);
export type SalePriceInput = z.infer<typeof SalePriceInput>;

/** A change to a sale (PATCH): its price, its window or whether it is paused; the merged window is checked. */
export const SalePriceChange = z
  .strictObject({
    price: saleFields.price.optional(),
    startsAt: Instant.optional(),
    endsAt: Instant.optional(),
    paused: z.boolean().optional(),
    label: z.string().max(80, M.saleLabelLength).trim().optional(),
  })
  .refine(endAfterStart, endIssue);
export type SalePriceChange = z.infer<typeof SalePriceChange>;

export interface PricedPiece {
  productId: string;
  size: string;
  category: Category;
  /** The regular price, tax included. */
  basePaise: number;
  /** A struck-through original price the product already carries (above the regular price), if any. */
  originalPaise?: number | null;
}

export interface PriceAt {
  pricePaise: number;
  /** The price to strike through (for `discountPercent`), or null when nothing is reduced. */
  compareAtPaise: number | null;
  /** The sale that set the price, or null. */
  saleId: string | null;
}

const SPECIFICITY = { size: 0, product: 1, category: 2 } as const;

function matches(sale: SalePrice, piece: PricedPiece): boolean {
  const target = sale.target;
  if (target.kind === 'category') return target.category === piece.category;
  if (target.kind === 'product') return target.productId === piece.productId;
  return target.productId === piece.productId && target.size === piece.size;
}

/**
 * Whether a sale names a product: the product itself, one of its sizes, or its category. A product no sale names is
 * never priced by one (the catalogue keeps only these products' rows to price them again).
 */
export function saleNamesProduct(sale: SalePrice, product: { productId: string; category: string }): boolean {
  const target = sale.target;
  return target.kind === 'category' ? target.category === product.category : target.productId === product.productId;
}

function salePaise(sale: SalePrice, basePaise: number): number {
  if (sale.price.type === 'fixed') return sale.price.pricePaise;
  return basePaise - divideHalfUp(basePaise * sale.price.percent, 100);
}

/**
 * The price of a piece at `at`: the most specific live sale wins (size over product over category, so an owner's
 * exception to a category sale holds), and among sales of the same level the lowest price, then the earlier listed.
 * A sale that would not lower the price is ignored. The compare-at price is the higher of the regular and the
 * original price whenever the piece costs less than it.
 */
export function priceAt(piece: PricedPiece, sales: readonly SalePrice[], at: Date): PriceAt {
  let best: { sale: SalePrice; price: number } | null = null;
  for (const sale of sales) {
    if (!matches(sale, piece) || !isLive(sale, at)) continue;
    const price = salePaise(sale, piece.basePaise);
    if (price >= piece.basePaise) continue;
    const level = SPECIFICITY[sale.target.kind];
    const bestLevel = best ? SPECIFICITY[best.sale.target.kind] : Infinity;
    if (!best || level < bestLevel || (level === bestLevel && price < best.price)) best = { sale, price };
  }
  const pricePaise = best?.price ?? piece.basePaise;
  const reference = Math.max(piece.basePaise, piece.originalPaise ?? 0);
  return {
    pricePaise,
    compareAtPaise: reference > pricePaise ? reference : null,
    saleId: best?.sale.id ?? null,
  };
}
