import type { AdminReturnRequest, ReturnRequest } from '@vastra/domain/api';
import { shortOrderId } from '@vastra/domain/orders';
import { RETURNS_MESSAGES as M } from '@vastra/domain/returns';
import { and, asc, desc, eq, inArray, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { orderItems, orders, products, refunds, returnPayouts, returnPhotos, returnRequests } from '../../db/schema';
import { AppError } from '../../errors';
import { isUuid } from '../../shared/uuid';
import type { PrivateMediaUrls } from '../media-storage';
import { deliveryAddressOf } from '../order-admin';
import { readForChange } from '../order-lifecycle';

export type ReturnRow = typeof returnRequests.$inferSelect;
/** Signs each photo's short-lived URL: a view is only ever built for the request's shopper or for staff. */
export type PhotoLinks = Pick<PrivateMediaUrls, 'url'>;
type Refund = z.input<typeof ReturnRequest>['refund'];

export const returnNotFound = () => new AppError('not-found', M.returnNotFound);
/** A request id from a path: anything but a UUID is simply not found. */
export function returnId(id: string): string {
  if (!isUuid(id)) throw returnNotFound();
  return id.toLowerCase();
}

const iso = (at: Date | null) => (at ? at.toISOString() : null);
const refundStatus = (s: string) => (s === 'processed' || s === 'failed' ? s : 'pending');

/** The money a request sent (the latest refund row, else the latest payout row), as the shopper reads it. */
async function refundsOf(db: Db, ids: string[]): Promise<Map<string, Refund>> {
  const out = new Map<string, Refund>();
  if (ids.length === 0) return out;
  const paid = await db
    .select()
    .from(returnPayouts)
    .where(inArray(returnPayouts.returnRequestId, ids))
    .orderBy(asc(returnPayouts.createdAt));
  for (const p of paid) {
    out.set(p.returnRequestId, {
      status: refundStatus(p.status),
      reference: p.reference,
      failureReason: p.failureReason,
    });
  }
  const sent = await db
    .select()
    .from(refunds)
    .where(inArray(refunds.returnRequestId, ids))
    .orderBy(asc(refunds.createdAt));
  for (const r of sent) {
    if (!r.returnRequestId) continue;
    out.set(r.returnRequestId, {
      status: refundStatus(r.status),
      reference: r.gatewayRefundId,
      failureReason: r.failureReason,
    });
  }
  return out;
}

/** Requests as the contract's ReturnRequest (the shopper's answers), in the order given. */
export async function viewReturns(
  db: Db,
  rows: ReturnRow[],
  links: PhotoLinks,
): Promise<z.input<typeof ReturnRequest>[]> {
  const ids = rows.map((r) => r.id);
  if (ids.length === 0) return [];
  const items = await db
    .select({
      id: orderItems.id,
      title: orderItems.title,
      titleHi: orderItems.titleHi,
      size: orderItems.size,
      image: orderItems.image,
      option2Name: products.option2Name,
    })
    .from(orderItems)
    .leftJoin(products, eq(products.id, orderItems.productId))
    .where(inArray(orderItems.id, [...new Set(rows.map((r) => r.orderItemId))]));
  const itemOf = new Map(items.map((i) => [i.id, i]));
  const photos = await db
    .select()
    .from(returnPhotos)
    .where(inArray(returnPhotos.returnRequestId, ids))
    .orderBy(asc(returnPhotos.createdAt));
  const money = await refundsOf(db, ids);
  return rows.map((r) => {
    const item = itemOf.get(r.orderItemId);
    return {
      _id: r.id,
      orderId: r.orderId,
      orderItemId: r.orderItemId,
      kind: r.kind as ReturnRequest['kind'],
      state: r.state as ReturnRequest['state'],
      title: item?.title ?? '',
      // The Hindi title the line kept, only when it has one, as the order's answers (decisions 183 and 184).
      ...(item?.titleHi ? { hindiTitle: item.titleHi } : {}),
      size: item?.size ?? '',
      // The line's label "Size: M · Colour: Red" (docs/decisions/099-variant-options.md).
      ...(item?.option2Name ? { option2Name: item.option2Name } : {}),
      image: item?.image ?? null,
      quantity: r.quantity,
      exchangeSize: r.exchangeSize,
      reason: r.reason as ReturnRequest['reason'],
      note: r.note,
      photos: photos
        .filter((p) => p.returnRequestId === r.id)
        .map((p) => ({ _id: p.id, url: links.url(p.storageKey) })),
      refundPaise: r.refundPaise,
      refundDestination: r.refundDestination as ReturnRequest['refundDestination'],
      payoutMasked: r.payoutMasked,
      refund: money.get(r.id) ?? null,
      rejectionReason: r.rejectionReason,
      qcResult: r.qcResult as ReturnRequest['qcResult'],
      qcNote: r.qcNote,
      pickup: { awb: r.pickupAwb, courier: r.pickupCourier, error: r.lastPickupError },
      exchangeShipment: { awb: r.exchangeAwb, courier: r.exchangeCourier, error: r.lastExchangeError },
      times: {
        requested: r.createdAt.toISOString(),
        approved: iso(r.approvedAt),
        pickup_scheduled: iso(r.pickupScheduledAt),
        picked_up: iso(r.pickedUpAt),
        received: iso(r.receivedAt),
        refunded: iso(r.refundedAt),
        exchange_shipped: iso(r.exchangeShippedAt),
        rejected: iso(r.rejectedAt),
      },
    };
  });
}

/**
 * Requests as the back office's rows: with the order's short id, the shopper, the category, how it was paid and
 * where the pickup comes (the order's delivery address), in one joined query for the whole page. In English: the
 * line's Hindi title is the shopper's (docs/decisions/184-returns-name-products-in-hindi.md).
 */
export async function viewAdminReturns(
  db: Db,
  rows: ReturnRow[],
  links: PhotoLinks,
): Promise<z.input<typeof AdminReturnRequest>[]> {
  const views = await viewReturns(db, rows, links);
  if (rows.length === 0) return [];
  const context = await db
    .select({
      itemId: orderItems.id,
      orderId: orders.id,
      customerName: orders.customerName,
      customerPhone: orders.customerPhone,
      address: orders.address,
      city: orders.city,
      state: orders.state,
      pincode: orders.pincode,
      paymentMode: orders.paymentMode,
      category: products.category,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(inArray(orderItems.id, [...new Set(rows.map((r) => r.orderItemId))]));
  const of = new Map(context.map((c) => [c.itemId, c]));
  const shopperOf = new Map(rows.map((r) => [r.id, r.userId]));
  return views.map(({ hindiTitle: _shoppers, ...v }) => {
    const c = of.get(v.orderItemId);
    return {
      ...v,
      orderShortId: shortOrderId(v.orderId),
      customerId: shopperOf.get(v._id),
      customerName: c?.customerName ?? '',
      customerPhone: c?.customerPhone ?? '',
      category: c?.category ?? '',
      paymentMode: c?.paymentMode === 'prepaid' ? 'prepaid' : 'cod',
      pickupAddress: deliveryAddressOf(
        c ?? { customerName: '', customerPhone: '', address: '', city: '', state: '', pincode: '' },
      ),
    };
  });
}

export async function readReturnRow(db: Db, id: string): Promise<ReturnRow | null> {
  const [row] = await db.select().from(returnRequests).where(eq(returnRequests.id, id));
  return row ?? null;
}

/**
 * Locks a request for a change of state, its order first: the lock order of every returns step (the settlement's
 * `complete` too), so a staff action and a settlement of one request never deadlock.
 */
export async function lockReturnRow(tx: Db, id: string): Promise<ReturnRow | null> {
  return (await readForChange(tx, { request: id }))?.request ?? null;
}

export async function readAdminReturn(db: Db, id: string, links: PhotoLinks) {
  const row = await readReturnRow(db, id);
  if (!row) throw returnNotFound();
  const [view] = await viewAdminReturns(db, [row], links);
  if (!view) throw returnNotFound();
  return view;
}

/** A line's requests not rejected (they hold units of it). */
export function liveRequestsOfOrder(db: Db, orderId: string) {
  return db
    .select({ orderItemId: returnRequests.orderItemId, quantity: returnRequests.quantity, state: returnRequests.state })
    .from(returnRequests)
    .where(and(eq(returnRequests.orderId, orderId), ne(returnRequests.state, 'rejected')))
    .orderBy(desc(returnRequests.createdAt));
}
