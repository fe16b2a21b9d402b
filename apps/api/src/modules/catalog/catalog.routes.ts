import { ENDPOINTS } from '@vastra/domain/api';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../errors';
import { contractRoutes } from '../../plugins/contract-route';
import type { CatalogService } from './catalog.service';
import { sendEntity, type HttpEntity } from '../../shared/http-entity';
import type { PreparedRead } from '../../plugins/prepared-reads';

// The schemas document the routes (OpenAPI); the bodies themselves are prepared buffers, which
// Fastify sends without running the serializer.

/** Clients revalidate every time; the ETag makes that a 304 when nothing changed. */
const REVALIDATE = 'no-cache';

/** One product's prepared answer, for its route and for the reads answered before the router (app.ts). */
export function productRead(service: CatalogService): PreparedRead<HttpEntity> {
  return { endpoint: ENDPOINTS.product, find: (id) => service.productEntity(id), cacheControl: REVALIDATE };
}

/** The list's prepared answer, for its route and for the reads answered before the router (app.ts). */
export function listRead(service: CatalogService): PreparedRead<HttpEntity> & { find: () => Promise<HttpEntity> } {
  return { endpoint: ENDPOINTS.products, find: () => service.listEntity(), cacheControl: REVALIDATE };
}

/**
 * The catalogue's two calls (docs/rules/api.md#endpoints): the list and one product, from the same reads the module
 * serves before the router.
 */
export function catalogRoutes({
  list,
  product,
}: {
  list: ReturnType<typeof listRead>;
  product: PreparedRead<HttpEntity>;
}): FastifyPluginAsync {
  return async (app) => {
    const route = contractRoutes(app);
    route(
      ENDPOINTS.products,
      async ({ request, reply }) => sendEntity(request, reply, await list.find(), list.cacheControl),
      { compress: false },
    );
    route(
      ENDPOINTS.product,
      async ({ params, request, reply }) => {
        const entity = await product.find(params.id);
        if (!entity) throw new AppError('not-found', 'Product not found');
        return sendEntity(request, reply, entity, product.cacheControl);
      },
      { compress: false },
    );
  };
}
