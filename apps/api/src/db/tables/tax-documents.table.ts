import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { orders } from './orders.table';
import { returnRequests } from './returns.table';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** Raw bytes (PostgreSQL bytea): PGlite reads them as a Uint8Array, postgres.js as a Buffer (also a Uint8Array). */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * GST tax invoices and the credit notes that reverse them (modules/tax-documents). Each is a snapshot taken when
 * issued — seller, buyer, lines and tax as they were — so a later change of price, settings or rates never changes
 * a document; the PDF is drawn from the row once, at the first download, and kept in `pdf`
 * (docs/decisions/066-tax-document-pdf-stored.md). Numbers are consecutive per series and financial year.
 */
export const taxDocuments = pgTable(
  'tax_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** 'invoice' | 'credit_note'. */
    kind: text('kind').notNull(),
    /** As printed, ≤ 16 characters: 'INV/25-26/000123', 'CN/25-26/000004'. */
    number: text('number').notNull().unique(),
    /** The financial year (April–March) as '2025-26', and the place in its series. */
    financialYear: text('financial_year').notNull(),
    sequence: integer('sequence').notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** A credit note's invoice. */
    invoiceId: uuid('invoice_id'),
    /** A credit note for a return; null for an invoice and for a cancellation's credit note. */
    returnRequestId: uuid('return_request_id').references(() => returnRequests.id, { onDelete: 'set null' }),
    reason: text('reason'),
    issuedAt: ts('issued_at').notNull().defaultNow(),
    placeOfSupply: text('place_of_supply').notNull(),
    /** CGST + SGST when true (delivery in the seller's state), IGST otherwise. */
    intraState: boolean('intra_state').notNull(),
    /** The snapshot: seller, buyer, lines with tax, totals (shapes in modules/tax-documents). */
    seller: jsonb('seller').notNull(),
    buyer: jsonb('buyer').notNull(),
    lines: jsonb('lines').notNull(),
    totals: jsonb('totals').notNull(),
    totalPaise: integer('total_paise').notNull(),
    /** The PDF as first rendered from this snapshot, served as is afterwards; null until the first download. */
    pdf: bytea('pdf'),
  },
  (t) => [
    uniqueIndex('tax_documents_invoice_per_order_idx')
      .on(t.orderId)
      .where(sql`${t.kind} = 'invoice'`),
    uniqueIndex('tax_documents_credit_per_return_idx')
      .on(t.returnRequestId)
      .where(sql`${t.returnRequestId} is not null`),
    uniqueIndex('tax_documents_cancellation_credit_idx')
      .on(t.orderId)
      .where(sql`${t.kind} = 'credit_note' and ${t.returnRequestId} is null`),
    uniqueIndex('tax_documents_series_sequence_idx').on(t.kind, t.financialYear, t.sequence),
    index('tax_documents_order_idx').on(t.orderId),
    check('tax_documents_kind', sql`${t.kind} in ('invoice', 'credit_note')`),
    check('tax_documents_credit_refers', sql`(${t.kind} = 'credit_note') = (${t.invoiceId} is not null)`),
  ],
);

/** The next number of each series ('invoice' / 'credit_note') in each financial year, taken under the row's lock. */
export const taxDocumentSeries = pgTable(
  'tax_document_series',
  {
    kind: text('kind').notNull(),
    financialYear: text('financial_year').notNull(),
    lastSequence: integer('last_sequence').notNull().default(0),
  },
  (t) => [uniqueIndex('tax_document_series_pk').on(t.kind, t.financialYear)],
);
