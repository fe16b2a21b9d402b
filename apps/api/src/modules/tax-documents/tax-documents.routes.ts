import { ENDPOINTS, type InvoiceStage, type TaxDocumentList } from '@vastra/domain/api';
import { ORDERS_MESSAGES } from '@vastra/domain/orders';
import { TAX_DOCUMENT_MESSAGES as M, taxDocumentFileName } from '@vastra/domain/tax';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { AppError } from '../../errors';
import type { Authenticate, AuthenticateStaff } from '../../plugins/authenticate';
import { contractRoutes } from '../../plugins/contract-route';
import { isUuid } from '../../shared/uuid';
import { invoiceable, UNDONE_STATUSES } from './issue-documents';
import { renderTaxDocumentPdf } from './invoice-pdf';
import { keepPdf, listDocuments, readDocument } from './read-documents';

const orderNotFound = () => new AppError('not-found', ORDERS_MESSAGES.orderNotFound);

/**
 * The order page's and the back office's tax documents: the list (with where the invoice stands; reading issues
 * nothing) and each document as a PDF download. A shopper sees only her own orders;
 * anyone else's is answered as missing.
 */
export function taxDocumentsRoutes(deps: {
  db: Db;
  authenticate: Authenticate;
  authenticateStaff: AuthenticateStaff;
}): FastifyPluginAsync {
  const { db } = deps;

  async function orderOf(id: string, userId: string | null) {
    if (!isUuid(id)) throw orderNotFound();
    const [order] = await db
      .select({ id: orders.id, userId: orders.userId, status: orders.status })
      .from(orders)
      .where(eq(orders.id, id.toLowerCase()));
    if (!order || (userId !== null && order.userId !== userId)) throw orderNotFound();
    return order;
  }

  /** Reads the order's documents: the invoice is issued when the goods leave, never because someone looked. */
  async function documentsOf(order: Awaited<ReturnType<typeof orderOf>>): Promise<TaxDocumentList> {
    const documents = await listDocuments(db, order.id);
    const invoice: InvoiceStage = documents.some((d) => d.kind === 'invoice')
      ? 'issued'
      : invoiceable(order)
        ? 'being_issued'
        : UNDONE_STATUSES.includes(order.status)
          ? 'never'
          : 'at_dispatch';
    return { documents, invoice };
  }

  async function sendPdf(reply: FastifyReply, orderId: string, docId: string) {
    const document = isUuid(docId) ? await readDocument(db, orderId, docId.toLowerCase()) : undefined;
    if (!document) throw new AppError('not-found', M.documentNotFound);
    // An immutable snapshot: rendered once (about 50 ms of CPU), then its stored bytes are the download.
    const pdf = document.storedPdf
      ? Buffer.from(document.storedPdf)
      : await keepPdf(db, document.id, await renderTaxDocumentPdf(document));
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${taxDocumentFileName(document.number)}"`)
      .header('cache-control', 'private, no-store')
      .send(pdf);
  }

  return async (app) => {
    const route = contractRoutes(app, deps);

    route(ENDPOINTS.myTaxDocuments, async ({ params, user }) => documentsOf(await orderOf(params.id, user.id)));
    route(ENDPOINTS.myTaxDocumentPdf, async ({ params, user, reply }) => {
      const order = await orderOf(params.id, user.id);
      return sendPdf(reply, order.id, params.docId);
    });
    route(ENDPOINTS.adminTaxDocuments, async ({ params }) => documentsOf(await orderOf(params.id, null)));
    route(ENDPOINTS.adminTaxDocumentPdf, async ({ params, reply }) => {
      const order = await orderOf(params.id, null);
      return sendPdf(reply, order.id, params.docId);
    });
  };
}
