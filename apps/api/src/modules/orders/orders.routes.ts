import { ENDPOINTS } from '@vastra/domain/api';
import { DEFAULT_LANGUAGE, type Language } from '@vastra/domain/i18n';
import { rupeesToPaise } from '@vastra/domain/money';
import { ORDERS_MESSAGES } from '@vastra/domain/orders';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import type { Authenticate } from '../../plugins/authenticate';
import { contractRoutes } from '../../plugins/contract-route';
import { toOrderResponse } from './order-response';
import { readOrderBadges } from './order-story';
import { ordersRepository as repo, type OrderWithItems } from './orders.repository';
import type { PlaceOrder, PlacedOrder } from './place-order';
import type { VerifyPayment } from './verify-payment';
import { isUuid } from '../../shared/uuid';

type Choice = { whatsappUpdates?: boolean | undefined; whatsappLanguage?: Language | undefined };

/** The answer of both payment paths: 201 for a new order, 200 when an earlier request had placed it. */
const answer = (result: PlacedOrder) => ({
  status: result.created ? (201 as const) : (200 as const),
  body: { success: true as const, order: toOrderResponse(result), orderId: result.order.id },
});

/** The shopper cancels her own order (another's is answered as missing), as modules/refunds' cancel-order does. */
export type ShopperCancel = (orderId: string, reason: string, userId: string) => Promise<void>;

/**
 * Keeps the shopper's answer to "Send my order updates on WhatsApp" for a phone (ten digits as the form has them),
 * before the order's first message is sent (docs/decisions/126-whatsapp.md), with the language of the wording she
 * answered (docs/decisions/136-hindi-storefront.md).
 */
export type WhatsappChoice = (phone: string, optIn: boolean, language: Language) => Promise<void>;

/**
 * Cash on delivery, card payment verify, the shopper's cancel, and the shopper's order reads
 * (docs/rules/api.md#endpoints,
 * docs/deviations.md).
 */
export function ordersRoutes(deps: {
  db: Db;
  authenticate: Authenticate;
  placeOrder: PlaceOrder;
  verifyPayment: VerifyPayment;
  cancelOrder?: ShopperCancel;
  recordWhatsappChoice?: WhatsappChoice;
}): FastifyPluginAsync {
  /**
   * Her answer, kept before placing: the order's first messages already go the way she chose. A page that does not
   * say the language of its wording showed the English.
   */
  const keepChoice = async (order: { customerInfo: { phone: string } } & Choice) => {
    const { customerInfo, whatsappUpdates, whatsappLanguage = DEFAULT_LANGUAGE } = order;
    if (whatsappUpdates !== undefined)
      await deps.recordWhatsappChoice?.(customerInfo.phone, whatsappUpdates, whatsappLanguage);
  };
  return async (app) => {
    const route = contractRoutes(app, { authenticate: deps.authenticate });
    route(ENDPOINTS.codOrder, async ({ user, body, headers, reply }) => {
      const { customerInfo, items, couponCode, quotedTotal, language } = body;
      await keepChoice(body);
      const result = await deps.placeOrder({
        userId: user.id,
        customerInfo,
        items,
        language,
        payment: { mode: 'cod' },
        idempotencyKey: headers['idempotency-key'],
        couponCode,
        quotedTotalPaise: quotedTotal === undefined ? undefined : rupeesToPaise(quotedTotal),
      });
      const { status, body: placed } = answer(result);
      return reply.status(status).send(placed);
    });

    route(ENDPOINTS.verifyPayment, async ({ user, body, request, reply }) => {
      await keepChoice(body.orderData);
      const { status, body: placed } = answer(await deps.verifyPayment(user.id, body, request.log));
      return reply.status(status).send(placed);
    });

    /** The shopper's orders with their badges (one more statement for all of them). */
    const withBadges = async (found: OrderWithItems[]) => {
      const badges = await readOrderBadges(
        deps.db,
        found.map((f) => f.order.id),
      );
      return found.map((f) => ({ ...toOrderResponse(f), badges: badges.get(f.order.id) ?? [] }));
    };

    route(ENDPOINTS.myOrders, async ({ user }) => withBadges(await repo.listByUser(deps.db, user.id)));

    route(ENDPOINTS.userOrders, async ({ user, params }) => {
      if (params.userId !== user.id) throw new AppError('forbidden', 'You can only see your own orders.');
      return withBadges(await repo.listByUser(deps.db, user.id));
    });

    const mine = async (id: string, userId: string) => {
      const found = isUuid(id) ? await repo.findById(deps.db, id.toLowerCase()) : undefined;
      // Someone else's order is answered exactly like a missing one.
      if (!found || found.order.userId !== userId) throw new AppError('not-found', ORDERS_MESSAGES.orderNotFound);
      const badges = await readOrderBadges(deps.db, [found.order.id]);
      return { ...toOrderResponse(found), badges: badges.get(found.order.id) ?? [] };
    };

    route(ENDPOINTS.order, ({ user, params }) => mine(params.id, user.id));

    const { cancelOrder } = deps;
    if (cancelOrder) {
      route(ENDPOINTS.cancelMyOrder, async ({ user, params, body }) => {
        await mine(params.id, user.id);
        await cancelOrder(params.id.toLowerCase(), body.reason, user.id);
        return mine(params.id, user.id);
      });
    }
  };
}
