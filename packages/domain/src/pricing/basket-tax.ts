import type { GstGreyBandRule } from '../settings';
import { gstRateFor } from '../tax';
import type { GstRate, TaxedAmount } from '../tax';
import { allocateProRata } from './allocate';
import type { PricingLine } from './basket-types';
import { taxEvenlyAt } from './even-tax';

/**
 * The rate of a line judged on what one piece is paid after its discounts
 * (docs/decisions/084-gst-on-discounted-lines-and-fees.md): the line's paid value over its quantity, rounded up
 * to the paisa, through the shop's one rate table (`gstRateFor`).
 */
export function lineRate(line: PricingLine, paidPaise: number, greyBand: GstGreyBandRule): GstRate {
  return gstRateFor(line.category, Math.ceil(paidPaise / line.quantity), greyBand);
}

export interface LineTaxes {
  rate: GstRate;
  tax: TaxedAmount;
  feeSharePaise: number;
  feeTax: TaxedAmount;
}

/**
 * Each line's tax on its paid value, and the fees (delivery, cash on delivery) apportioned to the lines pro rata to
 * their paid values (their gross values when everything is free) and taxed at each line's rate: the fees are part of
 * a composite supply whose principal supply is the goods.
 */
export function taxLines(
  lines: readonly PricingLine[],
  paid: readonly number[],
  feesPaise: number,
  options: { intraState: boolean; greyBand: GstGreyBandRule },
): LineTaxes[] {
  const paidTotal = paid.reduce((sum, amount) => sum + amount, 0);
  const gross = lines.map((line) => line.unitPricePaise * line.quantity);
  const weights = paidTotal > 0 ? paid : gross.some((value) => value > 0) ? gross : lines.map(() => 1);
  const shares = feesPaise > 0 ? allocateProRata(feesPaise, weights) : lines.map(() => 0);
  return lines.map((line, index) => {
    const rate = lineRate(line, paid[index] ?? 0, options.greyBand);
    const feeSharePaise = shares[index] ?? 0;
    return {
      rate,
      tax: taxEvenlyAt(paid[index] ?? 0, rate, options.intraState),
      feeSharePaise,
      feeTax: taxEvenlyAt(feeSharePaise, rate, options.intraState),
    };
  });
}
