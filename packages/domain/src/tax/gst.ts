import type { Category } from '../catalog';
import type { GstGreyBandRule } from '../settings';

/**
 * GST on what the shop sells (docs/decisions/039-gst-grey-band.md), the one table of rates. Garments (chapters
 * 61/62/63: kurti, suits, t-shirt, shorts) pay 5 % when the value of a piece after discount and excluding GST is at
 * most ₹2,500, else 18 %; sarees are taxed as woven fabric, 5 % whatever the value. All amounts are integer paise.
 */
export const GST_RATES = [5, 18] as const;
export type GstRate = (typeof GST_RATES)[number];

/**
 * How each category is taxed: by the garment slab, or at the fabric's flat rate. A category the owner added (a
 * lehenga, a dupatta…) is taxed as a garment (docs/decisions/097-categories.md).
 */
export const GST_RATE_TABLE: Readonly<Record<string, { kind: 'garment' } | { kind: 'flat'; rate: GstRate }>> = {
  kurti: { kind: 'garment' },
  suits: { kind: 'garment' },
  't-shirt': { kind: 'garment' },
  shorts: { kind: 'garment' },
  saree: { kind: 'flat', rate: 5 },
};

/** The garment slab: a piece worth at most this (excluding GST) pays the lower rate. */
export const GARMENT_SLAB_PAISE = 250_000;
export const GARMENT_LOWER_RATE: GstRate = 5;
export const GARMENT_HIGHER_RATE: GstRate = 18;

/** Rounds a / b half up, both non-negative safe integers (b > 0): integer maths, no fractions kept. */
export function divideHalfUp(a: number, b: number): number {
  if (!Number.isSafeInteger(a) || !Number.isSafeInteger(b) || a < 0 || b <= 0) {
    throw new RangeError(`divideHalfUp needs safe integers a ≥ 0, b > 0 (got ${a}, ${b})`);
  }
  return Math.floor((2 * a + b) / (2 * b));
}

/** The taxable value inside a tax-inclusive amount: round(price × 100 / (100 + rate)), half up. */
export function taxableOf(inclusivePaise: number, rate: GstRate): number {
  return divideHalfUp(inclusivePaise * 100, 100 + rate);
}

/**
 * The highest tax-inclusive price of a piece that is clearly in the lower slab (₹2,625.00: its value at 5 % is
 * exactly ₹2,500), and the highest that is not clearly in the higher slab (₹2,950.00: at 18 % exactly ₹2,500).
 * Between them a price is in neither slab on its own (the grey band).
 */
export const GREY_BAND_FROM_PAISE = 262_500;
export const GREY_BAND_TO_PAISE = 295_000;

/** True when a tax-inclusive piece price falls in the grey band (₹2,625 < P ≤ ₹2,950). */
export function inGreyBand(unitPricePaise: number): boolean {
  return unitPricePaise > GREY_BAND_FROM_PAISE && unitPricePaise <= GREY_BAND_TO_PAISE;
}

/**
 * The rate of one piece sold at a tax-inclusive price: the lower rate when its value at that rate is within the
 * slab, the higher when its value at that rate is above the slab, and in the grey band (neither) the setting's
 * choice ('higher' → 18 %, 'lower' → 5 %).
 */
export function gstRateFor(category: Category, unitPricePaise: number, greyBand: GstGreyBandRule): GstRate {
  const entry = Object.hasOwn(GST_RATE_TABLE, category) ? GST_RATE_TABLE[category] : undefined;
  if (entry?.kind === 'flat') return entry.rate;
  if (taxableOf(unitPricePaise, GARMENT_LOWER_RATE) <= GARMENT_SLAB_PAISE) return GARMENT_LOWER_RATE;
  if (taxableOf(unitPricePaise, GARMENT_HIGHER_RATE) > GARMENT_SLAB_PAISE) return GARMENT_HIGHER_RATE;
  return greyBand === 'lower' ? GARMENT_LOWER_RATE : GARMENT_HIGHER_RATE;
}

/** The tax inside one line, worked back from what the shopper paid for it. */
export interface TaxedAmount {
  rate: GstRate;
  /** What was paid for the line, tax included: taxable + cgst + sgst + igst exactly. */
  totalPaise: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

/**
 * Splits a tax-inclusive amount at a rate: taxable = round(total × 100 / (100 + rate)), tax = total − taxable; within
 * the seller's state cgst = floor(tax / 2) and sgst = tax − cgst, between states igst = tax.
 */
export function taxAt(totalPaise: number, rate: GstRate, intraState: boolean): TaxedAmount {
  const taxablePaise = taxableOf(totalPaise, rate);
  const tax = totalPaise - taxablePaise;
  const cgstPaise = intraState ? Math.floor(tax / 2) : 0;
  const sgstPaise = intraState ? tax - cgstPaise : 0;
  return { rate, totalPaise, taxablePaise, cgstPaise, sgstPaise, igstPaise: intraState ? 0 : tax };
}

/** One line of an order as the tax sees it: the per-piece price decides the rate, the line's total is taxed. */
export interface TaxLineInput {
  category: Category;
  unitPricePaise: number;
  quantity: number;
}

export interface TaxOptions {
  intraState: boolean;
  greyBand: GstGreyBandRule;
}

/** The tax of one line (unit price × quantity, at the rate of one piece). */
export function taxLine(line: TaxLineInput, options: TaxOptions): TaxedAmount {
  const rate = gstRateFor(line.category, line.unitPricePaise, options.greyBand);
  return taxAt(line.unitPricePaise * line.quantity, rate, options.intraState);
}

export interface TaxTotals {
  totalPaise: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

/** The totals of taxed lines: each the sum of the lines' (so the total is exactly what was paid). */
export function sumTaxes(lines: readonly Omit<TaxedAmount, 'rate'>[]): TaxTotals {
  const totals: TaxTotals = { totalPaise: 0, taxablePaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 };
  for (const line of lines) {
    totals.totalPaise += line.totalPaise;
    totals.taxablePaise += line.taxablePaise;
    totals.cgstPaise += line.cgstPaise;
    totals.sgstPaise += line.sgstPaise;
    totals.igstPaise += line.igstPaise;
  }
  return totals;
}

/** The tax of a whole order: each line taxed on its own, totals summed. */
export function taxOrder(lines: readonly TaxLineInput[], options: TaxOptions) {
  const taxed = lines.map((line) => taxLine(line, options));
  return { lines: taxed, totals: sumTaxes(taxed) };
}

/**
 * Place of supply of goods delivered to a shopper: the delivery address's state. Within the seller's own state
 * the supply is intra-state (CGST + SGST), otherwise inter-state (IGST).
 */
export function isIntraState(sellerState: string, deliveryState: string): boolean {
  return sellerState === deliveryState;
}
