import { allocateProRata, type PricedBasket, taxEvenlyAt } from '@vastra/domain/pricing';
import { divideHalfUp, TAX_DOCUMENT_MESSAGES as M, taxAt, type GstRate } from '@vastra/domain/tax';
import type { DocumentLine } from './snapshot';

/** An order line as the invoice reads it, with its HSN code. */
export interface InvoicedItem {
  id: string;
  productId: string;
  title: string;
  size: string;
  quantity: number;
  unitPricePaise: number;
  hsn: string;
  /** The product's second option's name, null for a product with sizes only. */
  option2Name?: string | null;
}

/**
 * The invoice lines of an order placed with its pricing snapshot
 * (docs/decisions/084-gst-on-discounted-lines-and-fees.md): each goods line at its paid value (gross − its allocated
 * discount) and the snapshot's rate, split evenly (`taxEvenlyAt`, CGST = SGST to the paisa); then the fees as lines
 * of their own, "Delivery charge" and "Cash on delivery charge", one per rate and HSN of the goods they go with: the
 * fee shares of the lines at one rate and HSN are summed, the delivery fee is spread over those groups pro rata to
 * them and the COD fee takes the rest of each, and each fee line is taxed on its own amount. The lines add up to the
 * goods' paid values plus the fees: the order's total. Items are matched to the snapshot's lines by product and size.
 */
export function pricedInvoiceLines(
  items: readonly InvoicedItem[],
  basket: PricedBasket,
  intraState: boolean,
): DocumentLine[] {
  const unmatched = [...basket.lines];
  const goods = items.map((item) => {
    const at = unmatched.findIndex((l) => l.productId === item.productId && l.size === item.size);
    const priced = unmatched.splice(at, 1)[0];
    if (at < 0 || !priced || priced.quantity !== item.quantity) {
      throw new Error(`order item ${item.id}: no line of ${item.quantity} in the order's pricing snapshot`);
    }
    const line: DocumentLine = {
      orderItemId: item.id,
      title: item.title,
      size: item.size,
      ...(item.option2Name ? { option2Name: item.option2Name } : {}),
      hsn: item.hsn,
      quantity: item.quantity,
      unit: 'PCS',
      unitPricePaise: item.unitPricePaise,
      grossPaise: priced.grossPaise,
      discountPaise: priced.discountPaise,
      ...taxEvenlyAt(priced.paidPaise, priced.rate, intraState),
    };
    return { line, feeSharePaise: priced.feeSharePaise };
  });
  return [...goods.map((g) => g.line), ...chargeLines(goods, basket.fees, intraState)];
}

function chargeLines(
  goods: readonly { line: DocumentLine; feeSharePaise: number }[],
  fees: PricedBasket['fees'],
  intraState: boolean,
): DocumentLine[] {
  const groups: { rate: GstRate; hsn: string; sharePaise: number }[] = [];
  for (const { line, feeSharePaise } of goods) {
    if (feeSharePaise <= 0) continue;
    const group = groups.find((g) => g.rate === line.rate && g.hsn === line.hsn);
    if (group) group.sharePaise += feeSharePaise;
    else groups.push({ rate: line.rate, hsn: line.hsn, sharePaise: feeSharePaise });
  }
  if (groups.length === 0) return [];
  const delivery = allocateProRata(
    Math.max(0, fees.deliveryPaise),
    groups.map((g) => g.sharePaise),
  );
  const charge = (kind: 'delivery' | 'cash_on_delivery', rate: GstRate, hsn: string, paise: number): DocumentLine => ({
    orderItemId: '',
    title: kind === 'delivery' ? M.deliveryCharge : M.codCharge,
    size: '',
    hsn,
    quantity: 1,
    unit: 'OTH',
    unitPricePaise: paise,
    grossPaise: paise,
    discountPaise: 0,
    charge: kind,
    ...taxEvenlyAt(paise, rate, intraState),
  });
  const lines: DocumentLine[] = [];
  groups.forEach((g, i) => {
    const paise = delivery[i] ?? 0;
    if (paise > 0) lines.push(charge('delivery', g.rate, g.hsn, paise));
  });
  groups.forEach((g, i) => {
    const paise = g.sharePaise - (delivery[i] ?? 0);
    if (paise > 0) lines.push(charge('cash_on_delivery', g.rate, g.hsn, paise));
  });
  return lines;
}

/**
 * The credit-note line of `quantity` returned pieces of an invoice line: for a line priced from the order's snapshot,
 * the pieces' share of its paid value (its discount off), or the refund when the return refunds less, taxed evenly
 * at the invoiced rate; for a line invoiced before orders kept their pricing, as then (unit price × pieces, `taxAt`),
 * or the refund when less.
 */
export function returnCreditLine(
  line: DocumentLine,
  quantity: number,
  refundPaise: number | null,
  intraState: boolean,
): DocumentLine {
  const grossPaise = line.unitPricePaise * quantity;
  if (line.grossPaise === undefined) {
    const amount = refundPaise === null ? grossPaise : Math.min(refundPaise, grossPaise);
    return { ...line, quantity, ...taxAt(amount, line.rate, intraState) };
  }
  const paidPaise =
    quantity === line.quantity ? line.totalPaise : divideHalfUp(line.totalPaise * quantity, line.quantity);
  const amount = refundPaise === null ? paidPaise : Math.min(refundPaise, paidPaise);
  return {
    ...line,
    quantity,
    grossPaise,
    discountPaise: grossPaise - amount,
    ...taxEvenlyAt(amount, line.rate, intraState),
  };
}
