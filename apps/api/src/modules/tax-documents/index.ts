/**
 * GST tax invoices and credit notes (docs/decisions/039-gst-grey-band.md, 040-tax-invoice-numbering.md): issued as
 * snapshots with consecutive numbers per financial year, drawn as PDFs for the shopper and staff. An order placed with
 * its pricing snapshot is invoiced from it (priced-lines.ts, docs/decisions/084-gst-on-discounted-lines-and-fees.md).
 */
import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import type { Authenticate, AuthenticateStaff } from '../../plugins/authenticate';
import type { Clock } from '../../shared/clock';
import type { RecurringTask } from '../../shared/jobs';
import type { ShopSettingsService } from '../shop-settings';
import { createIssuer } from './issue-documents';
import { issuePendingDocuments, type DocumentsPass } from './pending-documents';
import { taxDocumentsRoutes } from './tax-documents.routes';

export { renderTaxDocumentPdf } from './invoice-pdf';
export type { DocumentLine, DocumentTotals, TaxDocumentSnapshot } from './snapshot';

/** What other modules ask of the tax documents. */
export interface TaxDocuments {
  /** Issues the order's tax invoice unless it has one (safe to call twice, or from two processes at once). */
  issueInvoice(orderId: string): Promise<void>;
  /**
   * Issues the credit note of a received return (against the order's invoice, issued first if missing): call it
   * after the receipt (quality check accepted) commits. Does nothing for an exchange, a request not received or
   * failed at the check, or one already credited; the job also credits any received return it finds without one.
   */
  creditForReturn(returnRequestId: string): Promise<void>;
  /**
   * The documents due when an order moves to `status`: the invoice when its goods leave (shipped, out for delivery,
   * delivered), the credit note of its invoice when cancelled or returned undelivered. Call it after the move commits.
   */
  afterStatus(orderId: string, status: string): Promise<void>;
}

export interface TaxDocumentsDeps {
  db: Db;
  clock: Clock;
  settings: ShopSettingsService;
  authenticate: Authenticate;
  authenticateStaff: AuthenticateStaff;
  log: FastifyBaseLogger;
}

export interface TaxDocumentsModule {
  routes: FastifyPluginAsync;
  documents: TaxDocuments & {
    /** The credit note of an invoiced order since cancelled (or come back undelivered); once per order. */
    creditForCancellation(orderId: string): Promise<void>;
  };
  /** Invoices dispatched orders, credits cancelled ones: the job runner's task (tests call runOnce). */
  job: { task: RecurringTask; runOnce(): Promise<DocumentsPass> };
}

/** How often the job looks for orders without their documents. */
export const TAX_DOCUMENTS_JOB_MS = 60_000;

export function createTaxDocumentsModule(deps: TaxDocumentsDeps): TaxDocumentsModule {
  const issuer = createIssuer(deps);
  const runOnce = () => issuePendingDocuments(deps.db, issuer, deps.log);
  return {
    routes: taxDocumentsRoutes(deps),
    documents: issuer,
    job: { task: { name: 'tax-documents', everyMs: TAX_DOCUMENTS_JOB_MS, run: runOnce }, runOnce },
  };
}
