import { AFTER_SALE_MESSAGES } from '@vastra/domain/after-sale';
import type { CreateReturnBody, ReturnOptionsResponse, ReturnQuoteBody } from '@vastra/domain/api';
import {
  RETURNS_MESSAGES as M,
  exchangeSizeOptions,
  lineRefusal,
  requestRefusal,
  returnWindow,
  unitsLeft,
  type ReturnState,
} from '@vastra/domain/returns';
import { and, asc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { orderItems, orders, productVariants, products, returnPhotos, returnRequests } from '../../db/schema';
import { AppError } from '../../errors';
import { isUuid } from '../../shared/uuid';
import { insertRequest, readForChange } from '../order-lifecycle';
import { emitOrderEvent, recordOrderEvent } from '../order-history';
import { insertMovement } from './returns-stock';
import { refundOfRequest, type ReturnRefund } from './return-refund';
import { liveRequestsOfOrder, viewReturns } from './returns.view';
import type { ReturnsDeps } from './index';

type OrderRow = typeof orders.$inferSelect;
const orderNotFound = () => new AppError('not-found', AFTER_SALE_MESSAGES.orderNotFound);
export const notAllowed = (message: string, field?: string) =>
  new AppError('unprocessable', message, { code: 'return_not_allowed', ...(field ? { field } : {}) });

/** A shopper's own order (any other, or a malformed id, is answered as missing). */
async function ownOrder(db: Db, id: string, userId: string): Promise<OrderRow> {
  if (!isUuid(id)) throw orderNotFound();
  const [order] = await db.select().from(orders).where(eq(orders.id, id.toLowerCase()));
  if (!order || order.userId !== userId) throw orderNotFound();
  return order;
}

async function linesOf(db: Db, orderId: string) {
  return db
    .select({ item: orderItems, returnable: products.returnable, option2Name: products.option2Name })
    .from(orderItems)
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.position));
}

async function variantsOf(db: Db, productIds: string[]) {
  if (productIds.length === 0) return [];
  return db
    .select({ productId: productVariants.productId, size: productVariants.size, stock: productVariants.stock })
    .from(productVariants)
    .where(inArray(productVariants.productId, productIds))
    .orderBy(asc(productVariants.position));
}

type Deps = Pick<ReturnsDeps, 'db' | 'clock' | 'settings' | 'payouts' | 'catalog' | 'privateMedia' | 'outbox'>;

export function createShopperReturns(deps: Deps) {
  const { db, clock } = deps;

  async function windowOf(order: OrderRow) {
    const settings = await deps.settings.get();
    const delivered = order.status === 'delivered' ? order.deliveredAt : null;
    return returnWindow(delivered, settings.returns.windowDays, clock.now());
  }

  return {
    async options(orderId: string, userId: string): Promise<z.input<typeof ReturnOptionsResponse>> {
      const order = await ownOrder(db, orderId, userId);
      const window = await windowOf(order);
      const lines = await linesOf(db, order.id);
      const live = await liveRequestsOfOrder(db, order.id);
      const variants = await variantsOf(db, [...new Set(lines.map((l) => l.item.productId))]);
      return {
        window: { open: window.open, closesAt: window.closesAt?.toISOString() ?? null, message: window.message },
        refundTo: order.paymentMode === 'prepaid' ? 'original_payment' : 'payout',
        lines: lines.map(({ item, returnable, option2Name }) => {
          const left = unitsLeft(
            item.quantity,
            live.filter((r) => r.orderItemId === item.id).map((r) => ({ ...r, state: r.state as ReturnState })),
          );
          const reason = lineRefusal({ window, returnable, left });
          return {
            orderItemId: item.id,
            title: item.title,
            // The line's kept Hindi title, only when it has one (docs/decisions/184-returns-name-products-in-hindi.md).
            ...(item.titleHi ? { hindiTitle: item.titleHi } : {}),
            size: item.size,
            // The line's label "Size: M · Colour: Red" (docs/decisions/099-variant-options.md).
            ...(option2Name ? { option2Name } : {}),
            quantity: left,
            unitPricePaise: item.unitPricePaise,
            eligible: reason === null,
            reason,
            exchangeSizes: exchangeSizeOptions(
              item.size,
              variants.filter((v) => v.productId === item.productId),
            ),
          };
        }),
      };
    },

    /**
     * What returning `quantity` pieces of a line would refund now: the amount its request would store and refund
     * (`refundOfRequest`), refused like the request when the line cannot be sent back.
     */
    async quote(orderId: string, userId: string, body: ReturnQuoteBody): Promise<ReturnRefund> {
      const order = await ownOrder(db, orderId, userId);
      const window = await windowOf(order);
      const [line] = (await linesOf(db, order.id)).filter((l) => l.item.id === body.orderItemId.toLowerCase());
      if (!line) throw notAllowed(M.lineNotFound, 'orderItemId');
      const live = (await liveRequestsOfOrder(db, order.id)).filter((r) => r.orderItemId === line.item.id);
      const left = unitsLeft(
        line.item.quantity,
        live.map((r) => ({ ...r, state: r.state as ReturnState })),
      );
      const lineRefused = lineRefusal({ window, returnable: line.returnable, left });
      if (lineRefused) throw notAllowed(lineRefused);
      if (body.quantity > left) throw notAllowed(M.tooManyUnits(left), 'quantity');
      return refundOfRequest(db, order, line.item, body.quantity);
    },

    async list(orderId: string, userId: string) {
      const order = await ownOrder(db, orderId, userId);
      const rows = await db
        .select()
        .from(returnRequests)
        .where(eq(returnRequests.orderId, order.id))
        .orderBy(asc(returnRequests.createdAt), asc(returnRequests.id));
      return { returns: await viewReturns(db, rows, deps.privateMedia) };
    },

    /**
     * One request, decided under the order's lock (two requests for the last unit of a line: one waits, then finds
     * no unit left). An exchange takes its new size's units from stock in the same transaction, guarded so stock
     * never goes below zero; a cash-on-delivery return seals where its refund goes.
     */
    async create(orderId: string, userId: string, body: CreateReturnBody) {
      await ownOrder(db, orderId, userId);
      const now = clock.now();
      const settings = await deps.settings.get();
      const created = await db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        const order = (await readForChange(tx, { order: orderId.toLowerCase() }))?.order;
        if (!order || order.userId !== userId) throw orderNotFound();
        const delivered = order.status === 'delivered' ? order.deliveredAt : null;
        const window = returnWindow(delivered, settings.returns.windowDays, now);
        const [line] = (await linesOf(tx, order.id)).filter((l) => l.item.id === body.orderItemId.toLowerCase());
        if (!line) throw notAllowed(M.lineNotFound, 'orderItemId');
        const { item } = line;
        const live = (await liveRequestsOfOrder(tx, order.id)).filter((r) => r.orderItemId === item.id);
        const left = unitsLeft(
          item.quantity,
          live.map((r) => ({ ...r, state: r.state as ReturnState })),
        );
        const lineRefused = lineRefusal({ window, returnable: line.returnable, left });
        if (lineRefused) throw notAllowed(lineRefused);
        const variants = await variantsOf(tx, [item.productId]);
        const paymentMode = order.paymentMode === 'prepaid' ? 'prepaid' : 'cod';
        const refused = requestRefusal(body, { size: item.size, left, paymentMode, variants });
        if (refused?.outOfStock) throw outOfStock(refused.message);
        if (refused) throw notAllowed(refused.message);

        const photoIds = [...new Set((body.photoIds ?? []).map((id) => id.toLowerCase()))];
        const photos =
          photoIds.length === 0
            ? []
            : await tx
                .select({ id: returnPhotos.id })
                .from(returnPhotos)
                .where(
                  and(
                    inArray(returnPhotos.id, photoIds),
                    eq(returnPhotos.userId, userId),
                    isNull(returnPhotos.returnRequestId),
                  ),
                )
                .for('update');
        if (photos.length !== photoIds.length) throw notAllowed(M.photoUnknown, 'photoIds');

        const sealed = body.kind === 'return' && body.payout ? deps.payouts.seal.seal(body.payout) : null;
        const request = await insertRequest(tx, {
          orderId: order.id,
          orderItemId: item.id,
          userId,
          kind: body.kind,
          quantity: body.quantity,
          exchangeSize: body.kind === 'exchange' ? (body.exchangeSize ?? null) : null,
          reason: body.reason,
          note: body.note ?? '',
          refundPaise:
            body.kind === 'return' ? (await refundOfRequest(tx, order, item, body.quantity)).refundPaise : null,
          refundDestination:
            body.kind === 'exchange' ? null : paymentMode === 'prepaid' ? 'original_payment' : body.payout?.kind,
          payoutMasked: sealed?.masked ?? null,
          payoutSealed: sealed?.sealed ?? null,
          stockHeldAt: body.kind === 'exchange' ? now : null,
          createdAt: now,
          updatedAt: now,
        });
        if (photoIds.length > 0) {
          await tx.update(returnPhotos).set({ returnRequestId: request.id }).where(inArray(returnPhotos.id, photoIds));
        }
        if (body.kind === 'exchange' && body.exchangeSize) {
          const [held] = await tx
            .update(productVariants)
            .set({ stock: sql`${productVariants.stock} - ${body.quantity}` })
            .where(
              and(
                eq(productVariants.productId, item.productId),
                eq(productVariants.size, body.exchangeSize),
                gte(productVariants.stock, body.quantity),
              ),
            )
            .returning({ stock: productVariants.stock });
          if (!held) throw outOfStock(M.sizeUnavailable(body.exchangeSize));
          await insertMovement(tx, {
            productId: item.productId,
            size: body.exchangeSize,
            after: held.stock,
            delta: -body.quantity,
            reason: 'correction',
            note: `Held for exchange ${referenceOf(request.id)}`,
            at: now,
          });
        }
        const what = body.kind === 'exchange' ? `exchange for size ${body.exchangeSize}` : 'return';
        await recordOrderEvent(tx, order.id, {
          kind: 'return_requested',
          actor: 'shopper',
          summary: `${item.title} (${item.size}) × ${body.quantity}: ${what} requested`,
          detail: { returnRequestId: request.id, kind: body.kind, quantity: body.quantity },
          at: now,
        });
        const changed = { orderId: order.id, returnRequestId: request.id, kind: body.kind, to: 'requested' } as const;
        await emitOrderEvent(tx, now, { type: 'return.changed', ...changed });
        return request;
      });
      // The shopper's text ("We have received your return request…") leaves now; the job runner retries a failure.
      await deps.outbox?.dispatch();
      if (created.kind === 'exchange') await deps.catalog.changed();
      const [view] = await viewReturns(db, [created], deps.privateMedia);
      if (!view) throw new Error('return request not read back');
      return view;
    },
  };
}

export type ShopperReturns = ReturnType<typeof createShopperReturns>;

const outOfStock = (message: string) => new AppError('conflict', message, { code: 'out_of_stock' });

/** Our reference of a request for couriers and notes: 'R' and the first 8 hex digits of its id, upper case. */
export const referenceOf = (id: string) => `R${id.replaceAll('-', '').slice(0, 8).toUpperCase()}`;
