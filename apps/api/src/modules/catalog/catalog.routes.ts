import { ENDPOINTS } from '@vastra/domain/api';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../errors';
import { contractRoutes } from '../../plugins/contract-route';
import type { CatalogService } from './catalog.service';
import { sendEntity } from '../../shared/http-entity';

// The schemas document the routes (OpenAPI); the bodies themselves are prepared buffers, which
// Fastify sends without running the serializer.

/** Clients revalidate every time; the ETag makes that a 304 when nothing changed. */
const REVALIDATE = 'no-cache';

/** The catalogue's two calls (docs/rules/api.md#endpoints): the list and one product. */
export function catalogRoutes(service: CatalogService): FastifyPluginAsync {
  return async (app) => {
    const route = contractRoutes(app);
    route(
      ENDPOINTS.products,
      async ({ request, reply }) => sendEntity(request, reply, await service.listEntity(), REVALIDATE),
      { compress: false },
    );
    route(
      ENDPOINTS.product,
      async ({ params, request, reply }) => {
        const entity = await service.productEntity(params.id);
        if (!entity) throw new AppError('not-found', 'Product not found');
        return sendEntity(request, reply, entity, REVALIDATE);
      },
      { compress: false },
    );
  };
}
