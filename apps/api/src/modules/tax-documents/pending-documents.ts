import { and, asc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { orders, returnRequests, taxDocuments } from '../../db/schema';
import { DISPATCHED_STATUSES, UNDONE_STATUSES, type Issuer } from './issue-documents';

/** How many documents of each kind one pass issues at most (the next pass takes the rest). */
export const DOCUMENTS_PER_PASS = 100;

export interface DocumentsPass {
  invoices: number;
  cancellationCredits: number;
  returnCredits: number;
}

/**
 * One pass of the background job: invoices for dispatched orders that have none (the issue at dispatch failed, or
 * the order left before invoices were issued then), oldest first; credit notes for invoiced orders since cancelled
 * or come back undelivered; credit notes for received returns the returns module has not had credited. Each issue
 * is its own transaction; one that fails is logged and tried again next pass.
 */
export async function issuePendingDocuments(
  db: Db,
  issuer: Issuer,
  log: Pick<FastifyBaseLogger, 'error'>,
  limit = DOCUMENTS_PER_PASS,
): Promise<DocumentsPass> {
  const invoice = alias(taxDocuments, 'invoice');
  const credit = alias(taxDocuments, 'credit');
  const uninvoiced = await db
    .select({ id: orders.id })
    .from(orders)
    .leftJoin(invoice, and(eq(invoice.orderId, orders.id), eq(invoice.kind, 'invoice')))
    .where(and(isNull(invoice.id), inArray(orders.status, [...DISPATCHED_STATUSES])))
    .orderBy(asc(orders.createdAt), asc(orders.id))
    .limit(limit);
  const uncredited = await db
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(invoice, and(eq(invoice.orderId, orders.id), eq(invoice.kind, 'invoice')))
    .leftJoin(
      credit,
      and(eq(credit.orderId, orders.id), eq(credit.kind, 'credit_note'), isNull(credit.returnRequestId)),
    )
    .where(and(isNull(credit.id), inArray(orders.status, [...UNDONE_STATUSES])))
    .orderBy(asc(orders.createdAt), asc(orders.id))
    .limit(limit);
  const returns = await db
    .select({ id: returnRequests.id })
    .from(returnRequests)
    .leftJoin(credit, eq(credit.returnRequestId, returnRequests.id))
    .where(
      and(
        isNull(credit.id),
        eq(returnRequests.kind, 'return'),
        eq(returnRequests.qcResult, 'accept'),
        isNotNull(returnRequests.receivedAt),
      ),
    )
    .orderBy(asc(returnRequests.receivedAt), asc(returnRequests.id))
    .limit(limit);

  const run = async (ids: { id: string }[], issue: (id: string) => Promise<void>, what: string) => {
    let done = 0;
    for (const { id } of ids) {
      try {
        await issue(id);
        done += 1;
      } catch (err) {
        log.error({ err, id, what }, 'tax document not issued');
      }
    }
    return done;
  };
  return {
    invoices: await run(uninvoiced, issuer.issueInvoice, 'invoice'),
    cancellationCredits: await run(uncredited, issuer.creditForCancellation, 'cancellation credit note'),
    returnCredits: await run(returns, issuer.creditForReturn, 'return credit note'),
  };
}
