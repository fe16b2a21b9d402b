import { allocateProRata } from './allocate';
import type { PriceBasketInput, PricedBasket } from './basket-types';
import { taxEvenlyAt } from './even-tax';
import { priceBasket } from './price-basket';
import type { TaxedAmount } from '../tax';

/** How many pieces of a line (by its index in the order) go back. */
export interface ReturnedUnits {
  lineIndex: number;
  quantity: number;
}

export interface RefundInput {
  /** The input the order was priced with (its offers, coupon, usage counts, payment and `at` as they were). */
  priced: PriceBasketInput;
  /** What `priceBasket` returned then: the order's snapshot. */
  snapshot: PricedBasket;
  /** Everything returned or cancelled so far, this time included. */
  returned: readonly ReturnedUnits[];
}

export interface RefundOfReturn {
  /** Goods + fees to pay back for everything in `returned` (subtract what earlier refunds paid). */
  refundPaise: number;
  goodsPaise: number;
  feesPaise: number;
  /** The refund of each returned line (for its credit note), taxed at the line's invoiced rate. */
  lines: { lineIndex: number; quantity: number; refundPaise: number; tax: TaxedAmount }[];
  /** What the kept goods cost with the offers worked out again on what is kept. */
  keptGoodsPaise: number;
}

/**
 * What to refund when pieces of a priced order go back (docs/decisions/083-one-pricing-function.md): what was paid
 * for the goods minus what the kept goods cost with the same offers, coupon and moment priced again on what is kept,
 * never below zero and never above what was paid for the returned pieces. The fees come back only with the whole
 * order. Returning the paid piece of a "buy 2 get 1" so gives back less than its allocated price when the offer no
 * longer holds.
 */
export function refundOfReturn({ priced, snapshot, returned }: RefundInput): RefundOfReturn {
  const back = snapshot.lines.map((line, index) =>
    Math.min(
      line.quantity,
      returned.filter((r) => r.lineIndex === index).reduce((sum, r) => sum + Math.max(0, r.quantity), 0),
    ),
  );
  const keptLines = priced.lines
    .map((line, index) => ({ ...line, quantity: line.quantity - (back[index] ?? 0) }))
    .filter((line) => line.quantity > 0);
  const kept = priceBasket({ ...priced, lines: keptLines }, { payOnline: false });
  const paidGoods = snapshot.lines.reduce((sum, line) => sum + line.paidPaise, 0);
  const keptGoodsPaise = kept.lines.reduce((sum, line) => sum + line.paidPaise, 0);
  const paidForReturned = snapshot.lines.map((line, index) =>
    line.quantity === 0 ? 0 : Math.floor((line.paidPaise * (back[index] ?? 0)) / line.quantity),
  );
  const ceiling = paidForReturned.reduce((sum, amount) => sum + amount, 0);
  const wholeOrder = keptLines.length === 0;
  const goodsPaise = wholeOrder ? paidGoods : Math.max(0, Math.min(ceiling, paidGoods - keptGoodsPaise));
  const feesPaise = wholeOrder ? snapshot.fees.totalPaise : 0;
  return {
    refundPaise: goodsPaise + feesPaise,
    goodsPaise,
    feesPaise,
    lines: refundLines(
      snapshot,
      back,
      goodsPaise,
      wholeOrder ? snapshot.lines.map((l) => l.paidPaise) : paidForReturned,
      priced.intraState,
    ),
    keptGoodsPaise,
  };
}

/** The goods refund spread over the returned lines pro rata to what was paid for their returned pieces. */
function refundLines(
  snapshot: PricedBasket,
  back: readonly number[],
  goodsPaise: number,
  weights: readonly number[],
  intraState: boolean,
): RefundOfReturn['lines'] {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const shares = total > 0 ? allocateProRata(goodsPaise, weights) : weights.map(() => 0);
  return snapshot.lines.flatMap((line, index) => {
    const quantity = back[index] ?? 0;
    if (quantity === 0) return [];
    const refundPaise = shares[index] ?? 0;
    return [{ lineIndex: index, quantity, refundPaise, tax: taxEvenlyAt(refundPaise, line.rate, intraState) }];
  });
}
