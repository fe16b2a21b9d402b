/** The texts of tax invoices and credit notes, as the order page, the back office and the PDFs show them. */
export const TAX_DOCUMENT_MESSAGES = {
  heading: 'Tax invoice',
  empty: 'Your tax invoice will be ready shortly.',
  download: (kind: 'invoice' | 'credit_note', number: string) =>
    kind === 'invoice' ? `Download tax invoice ${number}` : `Download credit note ${number}`,
  downloadFailed: 'The document could not be downloaded. Please try again.',
  documentNotFound: 'Document not found',
  returnedUndeliveredReason: 'Parcel returned undelivered',
  returnReason: (title: string, size: string, quantity: number) => `Return of ${quantity} × ${title} (${size})`,
} as const;
