import { GST_STATE_CODES, isIndianState } from '@vastra/domain/address';
import type { ShopSettings } from '@vastra/domain/settings';
import type { GstRate, TaxTotals } from '@vastra/domain/tax';

/**
 * What a tax document keeps of the moment it was issued (the jsonb columns of tax_documents): a later change of
 * settings, prices or rates never changes a document already issued.
 */
export interface DocumentParty {
  name: string;
  address: string;
  city: string;
  state: string;
  /** The GST state code ('29' for Karnataka); '' when the state is not one of ours. */
  stateCode: string;
  pincode: string;
}

export interface DocumentSeller extends DocumentParty {
  gstin: string;
}

/**
 * One line of a document. Goods lines of an order placed with its pricing snapshot also carry their gross and the
 * discount allocated to them (the taxable value is after it); their fees are lines of their own (`charge`, no
 * order item: `orderItemId` is ''). Lines of orders placed before have neither field, as they were then.
 */
export interface DocumentLine {
  orderItemId: string;
  title: string;
  size: string;
  /**
   * The product's second option's name when it had one at issue ("Colour"): the line reads "Size: M · Colour: Red"
   * (docs/decisions/099-variant-options.md). Absent on every other line, as before.
   */
  option2Name?: string;
  hsn: string;
  quantity: number;
  /** 'OTH' (GST's unit for others) on a fee line. */
  unit: 'PCS' | 'OTH';
  unitPricePaise: number;
  /** Unit price × quantity, before the discount (priced orders only). */
  grossPaise?: number;
  /** The offers' and coupon's discount allocated to the line (priced orders only). */
  discountPaise?: number;
  /** A fee line: the delivery or cash-on-delivery charge, part of the supply of the goods at `rate` and `hsn`. */
  charge?: 'delivery' | 'cash_on_delivery';
  rate: GstRate;
  totalPaise: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

export type DocumentTotals = TaxTotals;

/** A stored document as the PDF draws it. */
export interface TaxDocumentSnapshot {
  kind: 'invoice' | 'credit_note';
  number: string;
  issuedAt: Date;
  invoiceNumber: string | null;
  reason: string | null;
  placeOfSupply: string;
  intraState: boolean;
  seller: DocumentSeller;
  buyer: DocumentParty;
  lines: DocumentLine[];
  totals: DocumentTotals;
}

export const stateCodeOf = (state: string): string => (isIndianState(state) ? GST_STATE_CODES[state] : '');

export function sellerOf(seller: ShopSettings['seller']): DocumentSeller {
  return {
    name: seller.legalName,
    address: seller.address,
    city: seller.city,
    state: seller.state,
    stateCode: stateCodeOf(seller.state),
    pincode: seller.pincode,
    gstin: seller.gstin,
  };
}
