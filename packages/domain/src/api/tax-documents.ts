import { z } from 'zod';
import { Id, IsoDateTime } from './common';

/** A GST tax invoice or a credit note reversing (part of) one, as listed on the order page and in the back office. */
export const TaxDocument = z.object({
  _id: Id,
  kind: z.enum(['invoice', 'credit_note']),
  /** As printed: 'INV/25-26/000123'. */
  number: z.string(),
  issuedAt: IsoDateTime,
  totalPaise: z.number().int(),
  /** A credit note's invoice number. */
  invoiceNumber: z.string().nullable(),
  reason: z.string().nullable(),
});
export type TaxDocument = z.infer<typeof TaxDocument>;

/**
 * Where the order's tax invoice stands (it is issued when the goods leave, never when the order is viewed):
 * 'issued' (listed), 'at_dispatch' (the order has not left yet), 'being_issued' (dispatched, issued shortly) or
 * 'never' (cancelled or returned undelivered before it was issued).
 */
export const InvoiceStage = z.enum(['issued', 'at_dispatch', 'being_issued', 'never']);
export type InvoiceStage = z.infer<typeof InvoiceStage>;

/**
 * GET /api/orders/{id}/tax-documents (and the back office's): the invoice first, then credit notes oldest first;
 * reading them issues nothing.
 */
export const TaxDocumentList = z.object({ documents: z.array(TaxDocument), invoice: InvoiceStage });
export type TaxDocumentList = z.infer<typeof TaxDocumentList>;

/** One document of one order: GET …/tax-documents/{docId}/pdf answers it as application/pdf. */
export const TaxDocumentParams = z.strictObject({ id: Id, docId: Id });
export type TaxDocumentParams = z.infer<typeof TaxDocumentParams>;
