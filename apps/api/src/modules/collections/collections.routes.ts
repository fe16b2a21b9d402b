import { ENDPOINTS } from '@vastra/domain/api';
import { COLLECTIONS_MESSAGES as M } from '@vastra/domain/collections';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../errors';
import type { AuthenticateStaff } from '../../plugins/authenticate';
import { contractRoutes } from '../../plugins/contract-route';
import { sendLazyEntity } from '../../shared/http-entity';
import type { CollectionPages } from './collection-pages';
import type { Collections } from './collections.service';

/** /api/admin/collections: list, add, replace, products in order, delete (from the contract). */
export function collectionsAdminRoutes(deps: {
  authenticateStaff: AuthenticateStaff;
  collections: Collections;
}): FastifyPluginAsync {
  const { collections } = deps;
  return async (app) => {
    const route = contractRoutes(app, { authenticateStaff: deps.authenticateStaff });
    route(ENDPOINTS.adminCollections, () => collections.list());
    route(ENDPOINTS.adminCreateCollection, ({ staff, body }) => collections.create(staff, body));
    route(ENDPOINTS.adminUpdateCollection, ({ staff, params, body }) => collections.update(staff, params.id, body));
    route(ENDPOINTS.adminSetCollectionProducts, ({ staff, params, body }) =>
      collections.setProducts(staff, params.id, body.productIds),
    );
    route(ENDPOINTS.adminDeleteCollection, ({ staff, params }) => collections.remove(staff, params.id));
  };
}

/** GET /api/client/collections/:slug: a visible collection's page; unknown or hidden is a 404. */
export function collectionPageRoutes(pages: CollectionPages): FastifyPluginAsync {
  return async (app) => {
    const route = contractRoutes(app);
    // Sent as a prepared body (collection-pages.ts `pageEntity`): a kept page skips the serializer and compression.
    route(
      ENDPOINTS.collectionPage,
      async ({ params, query, request, reply }) => {
        const page = await pages.pageEntity(params.slug, query.cursor);
        if (!page) throw new AppError('not-found', M.notFound);
        return sendLazyEntity(request, reply, page, 'no-cache');
      },
      { compress: false },
    );
  };
}
