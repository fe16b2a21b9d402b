import { ENDPOINTS } from '@vastra/domain/api';
import { CUSTOMERS_MESSAGES as M } from '@vastra/domain/customers';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import type { AuthenticateStaff } from '../../plugins/authenticate';
import { contractRoutes } from '../../plugins/contract-route';
import { isUuid } from '../../shared/uuid';
import { readCustomer } from './customer-detail.repository';
import { listCustomers, readCustomerCursor } from './customer-list.repository';
import type { CustomerNotes } from './customer-notes.service';

/** /api/admin/customers (list, one, notes, tags) and an order's internal notes and tags, from the contract. */
export function customersRoutes(deps: {
  db: Db;
  authenticateStaff: AuthenticateStaff;
  notes: CustomerNotes;
}): FastifyPluginAsync {
  const { db, notes } = deps;
  return async (app) => {
    const route = contractRoutes(app, { authenticateStaff: deps.authenticateStaff });
    route(ENDPOINTS.adminCustomers, ({ query }) => {
      const { cursor, limit, ...filter } = query;
      return listCustomers(db, filter, { cursor: cursor ? readCustomerCursor(cursor) : undefined, limit });
    });
    route(ENDPOINTS.adminCustomer, async ({ params }) => {
      const customer = isUuid(params.id) ? await readCustomer(db, params.id.toLowerCase()) : null;
      if (!customer) throw new AppError('not-found', M.customerNotFound);
      return customer;
    });
    route(ENDPOINTS.adminAddCustomerNote, ({ staff, params, body }) =>
      notes.addCustomerNote(staff, params.id.toLowerCase(), body.body),
    );
    route(ENDPOINTS.adminSetCustomerTags, ({ staff, params, body }) =>
      notes.setCustomerTags(staff, params.id.toLowerCase(), body.tags),
    );
    route(ENDPOINTS.adminOrderNotes, ({ params }) => notes.readOrderNotes(params.id.toLowerCase()));
    route(ENDPOINTS.adminAddOrderNote, ({ staff, params, body }) =>
      notes.addOrderNote(staff, params.id.toLowerCase(), body.body),
    );
    route(ENDPOINTS.adminSetOrderTags, ({ staff, params, body }) =>
      notes.setOrderTags(staff, params.id.toLowerCase(), body.tags),
    );
  };
}
