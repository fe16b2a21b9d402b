import { ENDPOINTS } from '@vastra/domain/api';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../errors';
import { contractRoutes } from '../../plugins/contract-route';
import { sendEntity } from '../../shared/http-entity';
import type { StorefrontService } from './storefront.service';

/** Clients revalidate every time; the ETag makes that a 304 while the picks are unchanged. */
const REVALIDATE = 'no-cache';

/** GET /api/client/home and GET /api/client/products/:id/similar. */
export function storefrontRoutes(service: StorefrontService): FastifyPluginAsync {
  return async (app) => {
    const route = contractRoutes(app);
    route(
      ENDPOINTS.home,
      async ({ request, reply }) => sendEntity(request, reply, await (await service.home()).entity(), REVALIDATE),
      { compress: false },
    );
    route(ENDPOINTS.similarProducts, async ({ params, reply }) => {
      const page = await service.productPage(params.id);
      if (!page) throw new AppError('not-found', 'Product not found');
      reply.header('cache-control', REVALIDATE);
      return page.similar;
    });
  };
}
