import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import type { AuthenticateStaff } from '../../plugins/authenticate';
import { createCustomerNotes } from './customer-notes.service';
import { customersRoutes } from './customers.routes';

export interface CustomersDeps {
  db: Db;
  authenticateStaff: AuthenticateStaff;
}

/** Customers in the back office, and staff notes and tags on customers and orders (docs/decisions/110-customers.md). */
export function createCustomersModule(deps: CustomersDeps): { routes: FastifyPluginAsync } {
  const notes = createCustomerNotes({ db: deps.db });
  return { routes: customersRoutes({ db: deps.db, authenticateStaff: deps.authenticateStaff, notes }) };
}
