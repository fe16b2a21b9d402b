/**
 * GST tax invoices and credit notes (docs/decisions/039-gst-grey-band.md): issued as snapshots with consecutive
 * numbers per financial year, drawn as PDFs for the shopper and staff.
 */
import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import type { Authenticate, AuthenticateStaff } from '../../plugins/authenticate';
import type { Clock } from '../../shared/clock';
import type { ShopSettingsService } from '../shop-settings';

/** What other modules ask of the tax documents. */
export interface TaxDocuments {
  /** Issues the order's tax invoice unless it has one (safe to call twice, or from two processes at once). */
  issueInvoice(orderId: string): Promise<void>;
  /** Issues the credit note of a received return (against the order's invoice, issued first if missing). */
  creditForReturn(returnRequestId: string): Promise<void>;
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
  documents: TaxDocuments;
  /** Issues invoices of new orders and credit notes of cancelled ones; started by server.ts, never by tests. */
  job: { start(): void; stop(): Promise<void> };
}

export function createTaxDocumentsModule(_deps: TaxDocumentsDeps): TaxDocumentsModule {
  // Foundation placeholder: the tax-documents lane builds it.
  return {
    routes: async () => {},
    documents: { issueInvoice: async () => {}, creditForReturn: async () => {} },
    job: { start() {}, stop: async () => {} },
  };
}
