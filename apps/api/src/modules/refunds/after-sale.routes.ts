import { randomUUID } from 'node:crypto';
import { AFTER_SALE_MESSAGES as M } from '@vastra/domain/after-sale';
import { ENDPOINTS } from '@vastra/domain/api';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import type { AuthenticateStaff } from '../../plugins/authenticate';
import { contractRoutes } from '../../plugins/contract-route';
import { isUuid } from '../../shared/uuid';
import { readAdminOrder } from '../order-admin';
import type { CancelOrder } from './cancel-order';
import type { RefundsService } from './refunds.service';

function orderId(id: string): string {
  if (!isUuid(id)) throw new AppError('not-found', M.orderNotFound);
  return id.toLowerCase();
}

/** POST /api/admin/orders/:id/cancel and /refunds: both answer the order page after the change. */
export function afterSaleRoutes(deps: {
  db: Db;
  authenticateStaff: AuthenticateStaff;
  cancelOrder: CancelOrder;
  refunds: RefundsService;
}): FastifyPluginAsync {
  const { db } = deps;
  const detail = async (id: string) => {
    const order = await readAdminOrder(db, id);
    if (!order) throw new AppError('not-found', M.orderNotFound);
    return order;
  };
  return async (app) => {
    const route = contractRoutes(app, { authenticateStaff: deps.authenticateStaff });

    route(ENDPOINTS.adminCancelOrder, async ({ params, body, staff }) => {
      const id = orderId(params.id);
      await deps.cancelOrder(id, body.reason, { kind: 'staff', staff });
      return detail(id);
    });

    route(ENDPOINTS.adminRefundOrder, async ({ params, body, staff }) => {
      const id = orderId(params.id);
      await deps.refunds.issue({
        orderId: id,
        reason: body.reason,
        idempotencyKey: `rf_${randomUUID().replaceAll('-', '')}`,
        staff,
        ...(body.itemId !== undefined ? { orderItemId: body.itemId } : {}),
        ...(body.amountPaise !== undefined ? { amountPaise: body.amountPaise } : {}),
      });
      return detail(id);
    });
  };
}
