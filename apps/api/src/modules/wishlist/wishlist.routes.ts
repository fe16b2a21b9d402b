import { ENDPOINTS } from '@vastra/domain/api';
import type { FastifyPluginAsync } from 'fastify';
import type { Authenticate } from '../../plugins/authenticate';
import { contractRoutes } from '../../plugins/contract-route';
import type { Wishlist } from './wishlist.service';

/** The shopper's wishlist under /api/wishlist and her alerts under /api/back-in-stock: only ever her own. */
export function wishlistRoutes(deps: { wishlist: Wishlist; authenticate: Authenticate }): FastifyPluginAsync {
  const { wishlist, authenticate } = deps;
  return async (app) => {
    const route = contractRoutes(app, { authenticate });
    route(ENDPOINTS.wishlist, ({ user }) => wishlist.read(user.id));
    route(ENDPOINTS.addToWishlist, ({ user, body }) => wishlist.add(user.id, body.productIds));
    route(ENDPOINTS.removeFromWishlist, ({ user, params }) => wishlist.remove(user.id, params.productId));
    route(ENDPOINTS.requestBackInStock, ({ user, body }) => wishlist.requestAlert(user.id, body));
  };
}
