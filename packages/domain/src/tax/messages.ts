const downloadWhat = (kind: 'invoice' | 'credit_note') =>
  kind === 'invoice' ? 'Download tax invoice' : 'Download credit note';

/** The texts of tax invoices and credit notes, as the order page, the back office and the PDFs show them. */
export const TAX_DOCUMENT_MESSAGES = {
  heading: 'Tax invoice',
  empty: 'Your tax invoice will be ready shortly.',
  /**
   * Where the invoice stands while none is listed (the API's `invoice`), for the shopper's order page: it is
   * issued when the goods leave the shop, never on view.
   */
  stage: {
    at_dispatch: 'Your tax invoice will be issued when your order is dispatched.',
    being_issued: 'Your order is on its way: its tax invoice will be ready shortly.',
    never: 'No tax invoice: the order was cancelled before dispatch.',
  },
  /** The same, for the back office's order page. */
  staffStage: {
    at_dispatch: 'The tax invoice will be issued at dispatch, when the courier picks up the parcel.',
    being_issued: 'Dispatched: the tax invoice is being issued and will be listed here shortly.',
    never: 'No tax invoice: the order was cancelled (or came back) before dispatch, so none is issued.',
  },
  /** The download button's words before the document's number (the screens keep the number on one line). */
  downloadWhat,
  download: (kind: 'invoice' | 'credit_note', number: string) => `${downloadWhat(kind)} ${number}`,
  downloadFailed: 'The document could not be downloaded. Please try again.',
  documentNotFound: 'Document not found',
  returnedUndeliveredReason: 'Parcel returned undelivered',
  returnReason: (title: string, size: string, quantity: number) => `Return of ${quantity} × ${title} (${size})`,
  /** An invoice's fee lines and their note (docs/decisions/084-gst-on-discounted-lines-and-fees.md). */
  deliveryCharge: 'Delivery charge',
  codCharge: 'Cash on delivery charge',
  chargeOfGoods: 'Part of the supply of the goods',
  chargesNote:
    'Delivery and cash on delivery charges are billed with the goods as one composite supply (CGST Act s.8(a), ' +
    "s.15(2)(c)): taxed at the goods' rate under the goods' HSN, shared among the lines in proportion to what " +
    'each line is paid.',
} as const;

/** Why the back office refuses a seller's GSTIN (gstin.ts), shown under the Settings field and in the API's 422. */
export const TAX_GSTIN_MESSAGES = {
  shape:
    'GSTIN must be 15 characters: a 2-digit state code, the 10-character PAN, an entity digit, Z and a check ' +
    'character, like 29AAJCV4821K1ZU',
  unknownStateCode: (code: string) => `GSTIN's state code ${code} is not a state's GST code`,
  otherState: (code: string, gstinState: string, sellerState: string) =>
    `GSTIN's state code ${code} is ${gstinState}, but the seller's state is ${sellerState}`,
  checkDigit: "GSTIN's check digit is wrong — check for a typing mistake",
} as const;
