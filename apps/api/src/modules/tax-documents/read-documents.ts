import type { TaxDocument } from '@vastra/domain/api';
import { and, asc, eq, getTableColumns, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { taxDocuments } from '../../db/schema';
import type { TaxDocumentSnapshot } from './snapshot';

/** Every column of a document but its stored PDF: what issuing and listing read (never the PDF's bytes). */
const { pdf: _pdf, ...documentColumns } = getTableColumns(taxDocuments);
export const DOCUMENT_COLUMNS = documentColumns;
export type DocumentRow = Omit<typeof taxDocuments.$inferSelect, 'pdf'>;

/** An order's documents as listed: the invoice first, then credit notes oldest first. */
export async function listDocuments(db: Db, orderId: string): Promise<TaxDocument[]> {
  const rows = await db
    .select(DOCUMENT_COLUMNS)
    .from(taxDocuments)
    .where(eq(taxDocuments.orderId, orderId))
    .orderBy(asc(taxDocuments.issuedAt), asc(taxDocuments.sequence));
  const numbers = new Map(rows.map((row) => [row.id, row.number]));
  return rows
    .sort((a, b) => (a.kind === b.kind ? 0 : a.kind === 'invoice' ? -1 : 1))
    .map((row) => ({
      _id: row.id,
      kind: row.kind === 'invoice' ? 'invoice' : 'credit_note',
      number: row.number,
      issuedAt: row.issuedAt.toISOString(),
      totalPaise: row.totalPaise,
      invoiceNumber: row.invoiceId ? (numbers.get(row.invoiceId) ?? null) : null,
      reason: row.reason,
    }));
}

/** A document to download: its snapshot, and its PDF as stored at the first download (null before). */
export type StoredDocument = TaxDocumentSnapshot & { id: string; storedPdf: Uint8Array | null };

/** One document of one order, with its invoice's number and stored PDF; undefined when not that order's. */
export async function readDocument(db: Db, orderId: string, docId: string): Promise<StoredDocument | undefined> {
  const [row] = await db
    .select()
    .from(taxDocuments)
    .where(and(eq(taxDocuments.id, docId), eq(taxDocuments.orderId, orderId)));
  if (!row) return undefined;
  let invoiceNumber: string | null = null;
  if (row.invoiceId) {
    const [invoice] = await db
      .select({ number: taxDocuments.number })
      .from(taxDocuments)
      .where(eq(taxDocuments.id, row.invoiceId));
    invoiceNumber = invoice?.number ?? null;
  }
  return { ...snapshotOf(row, invoiceNumber), id: row.id, storedPdf: row.pdf };
}

/**
 * Keeps a document's first rendered PDF (docs/decisions/066-tax-document-pdf-stored.md) and answers the bytes every
 * download serves: ours, or those another request stored first (two first downloads at once both render, one keeps).
 */
export async function keepPdf(db: Db, docId: string, rendered: Buffer): Promise<Buffer> {
  const [kept] = await db
    .update(taxDocuments)
    .set({ pdf: rendered })
    .where(and(eq(taxDocuments.id, docId), isNull(taxDocuments.pdf)))
    .returning({ id: taxDocuments.id });
  if (kept) return rendered;
  const [row] = await db.select({ pdf: taxDocuments.pdf }).from(taxDocuments).where(eq(taxDocuments.id, docId));
  return row?.pdf ? Buffer.from(row.pdf) : rendered;
}

export function snapshotOf(row: DocumentRow, invoiceNumber: string | null): TaxDocumentSnapshot {
  return {
    kind: row.kind === 'invoice' ? 'invoice' : 'credit_note',
    number: row.number,
    issuedAt: row.issuedAt,
    invoiceNumber,
    reason: row.reason,
    placeOfSupply: row.placeOfSupply,
    intraState: row.intraState,
    seller: row.seller as TaxDocumentSnapshot['seller'],
    buyer: row.buyer as TaxDocumentSnapshot['buyer'],
    lines: row.lines as TaxDocumentSnapshot['lines'],
    totals: row.totals as TaxDocumentSnapshot['totals'],
  };
}
