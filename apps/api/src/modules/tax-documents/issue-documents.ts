import { variantLabel } from '@vastra/domain/catalog';
import { AFTER_SALE_MESSAGES } from '@vastra/domain/after-sale';
import { readPricingSnapshot } from '@vastra/domain/pricing';
import type { ShopSettings } from '@vastra/domain/settings';
import {
  financialYearOf,
  isIntraState,
  sumTaxes,
  TAX_DOCUMENT_MESSAGES as M,
  taxDocumentNumber,
  taxLine,
  type TaxDocumentKind,
} from '@vastra/domain/tax';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  categories,
  orderItems,
  type orders,
  products,
  returnRequests,
  taxDocuments,
  taxDocumentSeries,
} from '../../db/schema';
import type { Clock } from '../../shared/clock';
import { pinStateOf } from '../addresses';
import { readForChange } from '../order-lifecycle';
import { pricedInvoiceLines, returnCreditLine } from './priced-lines';
import { DOCUMENT_COLUMNS, type DocumentRow } from './read-documents';
import { sellerOf, stateCodeOf, type DocumentLine, type DocumentParty, type DocumentSeller } from './snapshot';

type Order = typeof orders.$inferSelect;

/** Orders whose goods were never supplied: cancelled, or the parcel came back undelivered. */
export const UNDONE_STATUSES: readonly string[] = ['cancelled', 'returned'];

/** Orders whose goods have left the shop: picked up by the courier, on their way, or delivered. */
export const DISPATCHED_STATUSES: readonly string[] = ['shipped', 'out_for_delivery', 'delivered'];

/**
 * An order gets its tax invoice when its goods leave the shop, never before: a cash-on-delivery order cancelled
 * before dispatch ends with neither an invoice nor a credit note
 * (docs/decisions/076-invoice-at-dispatch-and-net-sales.md).
 */
export const invoiceable = (order: Pick<Order, 'status'>) => DISPATCHED_STATUSES.includes(order.status);

/** Locks the order row: every issue for one order waits for the one before it, then sees what it stored. */
async function orderForDocuments(tx: Db, orderId: string): Promise<Order | undefined> {
  return (await readForChange(tx, { order: orderId, strength: 'no key update' }))?.order;
}

/**
 * The next number of a series, in the caller's transaction: the series row stays locked until it commits, so two
 * issues never take one number, and a rollback gives the number back (docs/decisions/040-tax-invoice-numbering.md).
 */
async function takeNumber(tx: Db, kind: TaxDocumentKind, financialYear: string) {
  const [row] = await tx
    .insert(taxDocumentSeries)
    .values({ kind, financialYear, lastSequence: 1 })
    .onConflictDoUpdate({
      target: [taxDocumentSeries.kind, taxDocumentSeries.financialYear],
      set: { lastSequence: sql`${taxDocumentSeries.lastSequence} + 1` },
    })
    .returning({ sequence: taxDocumentSeries.lastSequence });
  if (!row) throw new Error('tax document series not advanced');
  return { sequence: row.sequence, number: taxDocumentNumber(kind, financialYear, row.sequence) };
}

export async function invoiceOf(db: Db, orderId: string): Promise<DocumentRow | undefined> {
  const [row] = await db
    .select(DOCUMENT_COLUMNS)
    .from(taxDocuments)
    .where(and(eq(taxDocuments.orderId, orderId), eq(taxDocuments.kind, 'invoice')));
  return row;
}

/** The buyer as delivered to, in `state`: the place of supply (the delivery PIN's state). */
function buyerOf(order: Order, state: string): DocumentParty {
  return {
    name: order.customerName,
    address: order.address,
    city: order.city,
    state,
    stateCode: stateCodeOf(state),
    pincode: order.pincode,
  };
}

/**
 * Place of supply of goods delivered to a shopper: the state the directory places the delivery PIN in, so an order
 * recorded with another state (before addresses were checked, docs/decisions/065-address-state-from-pin.md) is still
 * taxed where it goes; the recorded state when the directory does not know the PIN.
 */
const placeOfSupplyOf = async (tx: Db, order: Order): Promise<string> =>
  (await pinStateOf(tx, order.pincode)) ?? order.state;

/** Issues tax invoices and credit notes, each in one transaction under its order's lock. */
export function createIssuer(deps: { db: Db; clock: Clock; settings: { get(): Promise<ShopSettings> } }) {
  const { db, clock } = deps;

  async function insertDocument(
    tx: Db,
    kind: TaxDocumentKind,
    values: Omit<typeof taxDocuments.$inferInsert, 'kind' | 'number' | 'financialYear' | 'sequence' | 'issuedAt'>,
  ) {
    const issuedAt = clock.now();
    const financialYear = financialYearOf(issuedAt);
    const { sequence, number } = await takeNumber(tx, kind, financialYear);
    await tx.insert(taxDocuments).values({ ...values, kind, number, financialYear, sequence, issuedAt });
  }

  /** The order's tax invoice, unless it has one or is not to be invoiced; safe to call twice at once. */
  async function issueInvoice(orderId: string): Promise<void> {
    const settings = await deps.settings.get();
    await db.transaction(async (tx) => {
      const order = await orderForDocuments(tx, orderId);
      if (!order || !invoiceable(order) || (await invoiceOf(tx, orderId))) return;
      const items = await tx
        .select({
          id: orderItems.id,
          productId: orderItems.productId,
          title: orderItems.title,
          size: orderItems.size,
          quantity: orderItems.quantity,
          unitPricePaise: orderItems.unitPricePaise,
          category: products.category,
          option2Name: products.option2Name,
          // The product's own HSN code, else its category's (docs/decisions/097-categories.md).
          hsn: sql<string>`coalesce(${products.hsn}, ${categories.hsn})`,
        })
        .from(orderItems)
        .innerJoin(products, eq(products.id, orderItems.productId))
        .innerJoin(categories, eq(categories.slug, products.category))
        .where(eq(orderItems.orderId, orderId))
        .orderBy(asc(orderItems.position), asc(orderItems.id));
      const placeOfSupply = await placeOfSupplyOf(tx, order);
      const intraState = isIntraState(settings.seller.state, placeOfSupply);
      const pricing = readPricingSnapshot(order.pricing);
      const lines: DocumentLine[] = pricing
        ? pricedInvoiceLines(items, pricing.basket, intraState)
        : items.map((item) => {
            const taxed = taxLine(item, { intraState, greyBand: settings.tax.greyBand });
            return {
              orderItemId: item.id,
              title: item.title,
              size: item.size,
              ...(item.option2Name ? { option2Name: item.option2Name } : {}),
              hsn: item.hsn,
              quantity: item.quantity,
              unit: 'PCS',
              unitPricePaise: item.unitPricePaise,
              ...taxed,
            };
          });
      const totals = sumTaxes(lines);
      const seller: DocumentSeller = sellerOf(settings.seller);
      await insertDocument(tx, 'invoice', {
        orderId,
        placeOfSupply,
        intraState,
        seller,
        buyer: buyerOf(order, placeOfSupply),
        lines,
        totals,
        totalPaise: totals.totalPaise,
      });
    });
  }

  /** One credit note for the whole invoice of an order cancelled (or come back undelivered) after invoicing. */
  async function creditForCancellation(orderId: string): Promise<void> {
    await db.transaction(async (tx) => {
      const order = await orderForDocuments(tx, orderId);
      if (!order || !UNDONE_STATUSES.includes(order.status)) return;
      const invoice = await invoiceOf(tx, orderId);
      if (!invoice) return;
      const [credited] = await tx
        .select({ id: taxDocuments.id })
        .from(taxDocuments)
        .where(
          and(
            eq(taxDocuments.orderId, orderId),
            eq(taxDocuments.kind, 'credit_note'),
            isNull(taxDocuments.returnRequestId),
          ),
        );
      if (credited) return;
      await insertDocument(tx, 'credit_note', {
        orderId,
        invoiceId: invoice.id,
        reason: order.status === 'cancelled' ? AFTER_SALE_MESSAGES.cancelled : M.returnedUndeliveredReason,
        placeOfSupply: invoice.placeOfSupply,
        intraState: invoice.intraState,
        seller: invoice.seller,
        buyer: invoice.buyer,
        lines: invoice.lines,
        totals: invoice.totals,
        totalPaise: invoice.totalPaise,
      });
    });
  }

  /**
   * The credit note of a received return (quality check accepted): its units at the invoice line's paid value (its
   * unit price on an invoice of an order placed before orders kept their pricing), or the return's refund when that
   * is less, at the line's invoiced rate (priced-lines.ts).
   * An exchange, a request not (yet) received or one whose parcel failed the check gets none; one per request.
   */
  async function creditForReturn(returnRequestId: string): Promise<void> {
    const [request] = await db.select().from(returnRequests).where(eq(returnRequests.id, returnRequestId));
    if (!request || request.kind !== 'return' || request.qcResult !== 'accept' || !request.receivedAt) return;
    await issueInvoice(request.orderId);
    await db.transaction(async (tx) => {
      await orderForDocuments(tx, request.orderId);
      const invoice = await invoiceOf(tx, request.orderId);
      if (!invoice) return;
      const [credited] = await tx
        .select({ id: taxDocuments.id })
        .from(taxDocuments)
        .where(eq(taxDocuments.returnRequestId, returnRequestId));
      if (credited) return;
      const line = (invoice.lines as DocumentLine[]).find((l) => l.orderItemId === request.orderItemId);
      if (!line) throw new Error(`return ${returnRequestId}: its line is not on invoice ${invoice.number}`);
      const quantity = Math.min(request.quantity, line.quantity);
      const lines = [returnCreditLine(line, quantity, request.refundPaise, invoice.intraState)];
      const totals = sumTaxes(lines);
      await insertDocument(tx, 'credit_note', {
        orderId: request.orderId,
        invoiceId: invoice.id,
        returnRequestId,
        reason: M.returnReason(line.title, variantLabel(line.size, line.option2Name), quantity),
        placeOfSupply: invoice.placeOfSupply,
        intraState: invoice.intraState,
        seller: invoice.seller,
        buyer: invoice.buyer,
        lines,
        totals,
        totalPaise: totals.totalPaise,
      });
    });
  }

  /** The documents due when an order reaches `status`: its invoice when dispatched, a credit note when undone. */
  async function afterStatus(orderId: string, status: string): Promise<void> {
    if (DISPATCHED_STATUSES.includes(status)) await issueInvoice(orderId);
    else if (UNDONE_STATUSES.includes(status)) await creditForCancellation(orderId);
  }

  return { issueInvoice, creditForCancellation, creditForReturn, afterStatus };
}

export type Issuer = ReturnType<typeof createIssuer>;
