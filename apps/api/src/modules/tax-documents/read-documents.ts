import type { TaxDocument } from '@vastra/domain/api';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { taxDocuments } from '../../db/schema';
import type { TaxDocumentSnapshot } from './snapshot';

type DocumentRow = typeof taxDocuments.$inferSelect;

/** An order's documents as listed: the invoice first, then credit notes oldest first. */
export async function listDocuments(db: Db, orderId: string): Promise<TaxDocument[]> {
  const rows = await db
    .select()
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

/** One document of one order, with its invoice's number, as the PDF draws it; undefined when not that order's. */
export async function readDocument(db: Db, orderId: string, docId: string): Promise<TaxDocumentSnapshot | undefined> {
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
  return snapshotOf(row, invoiceNumber);
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
