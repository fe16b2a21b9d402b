// STUB — replaced by the orders module (place order by COD or verified card payment, order reads).
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Authenticate } from '../../plugins/authenticate';
import type { PaymentsModule } from '../payments';

export interface OrdersModule {
  routes: FastifyPluginAsync;
}

export function createOrdersModule(_deps: {
  db: Db;
  config: Config;
  authenticate: Authenticate;
  payments: PaymentsModule;
}): OrdersModule {
  return { routes: async () => undefined };
}
