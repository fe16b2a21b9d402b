import { divideHalfUp } from '../tax';
import type { GstRate, TaxedAmount } from '../tax';

/**
 * Splits a tax-inclusive amount at a rate so that CGST and SGST come out equal
 * (docs/decisions/084-gst-on-discounted-lines-and-fees.md): half = round(total × rate / (2 × (100 + rate))),
 * tax = 2 × half, taxable = total − tax; between states IGST is the same tax. `taxAt` in tax/gst.ts, which
 * invoices use today, may differ by a paisa between CGST and SGST; this one never does.
 */
export function taxEvenlyAt(totalPaise: number, rate: GstRate, intraState: boolean): TaxedAmount {
  const half = divideHalfUp(totalPaise * rate, 2 * (100 + rate));
  const tax = 2 * half;
  return {
    rate,
    totalPaise,
    taxablePaise: totalPaise - tax,
    cgstPaise: intraState ? half : 0,
    sgstPaise: intraState ? half : 0,
    igstPaise: intraState ? 0 : tax,
  };
}
