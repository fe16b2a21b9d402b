import { ApiErrorBody, ProductListResponse, ProductResponse } from '@vastra/domain/api';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../errors';
import type { CatalogService } from './catalog.service';
import { sendEntity } from '../../shared/http-entity';

// The schemas document the routes (OpenAPI); the bodies themselves are prepared buffers, which
// Fastify sends without running the serializer.

/** Clients revalidate every time; the ETag makes that a 304 when nothing changed. */
const REVALIDATE = 'no-cache';

/** Any text: a malformed id is a 404 'Product not found' like an unknown one, not a 400. */
const ProductPathParams = z.object({ id: z.string().max(200) });

/** GET /api/client/products and GET /api/client/products/{id} (docs/rules/api.md#endpoints). */
export function catalogRoutes(service: CatalogService): FastifyPluginAsync {
  return async (app) => {
    app.get(
      '/client/products',
      { compress: false, schema: { tags: ['catalog'], response: { 200: ProductListResponse } } },
      async (request, reply) => sendEntity(request, reply, await service.listEntity(), REVALIDATE),
    );

    app.get<{ Params: { id: string } }>(
      '/client/products/:id',
      {
        compress: false,
        schema: { tags: ['catalog'], params: ProductPathParams, response: { 200: ProductResponse, 404: ApiErrorBody } },
      },
      async (request, reply) => {
        const entity = await service.productEntity(request.params.id);
        if (!entity) throw new AppError('not-found', 'Product not found');
        return sendEntity(request, reply, entity, REVALIDATE);
      },
    );
  };
}
