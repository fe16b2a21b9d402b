import { ApiErrorBody } from '@vastra/domain/api';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../errors';
import type { CatalogService } from './catalog.service';
import { sendEntity } from '../../shared/http-entity';

/** An image's bytes never change under its path, so browsers and CDNs may keep it for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

const MediaPathParams = z.object({ id: z.string().max(200), file: z.string().max(200) });

/**
 * GET /uploads/products/{id}/{n}.svg: the product images, at the root (docs/rules/catalogue.md#data: served from the
 * backend host); /uploads/products/{id}/{n}-{width}.{avif|webp}: the same art drawn as a photo
 * (docs/decisions/197-seed-art-offered-as-photos.md).
 */
export function mediaRoutes(service: CatalogService): FastifyPluginAsync {
  return async (app) => {
    app.get<{ Params: { id: string; file: string } }>(
      '/uploads/products/:id/:file',
      { compress: false, schema: { tags: ['catalog'], params: MediaPathParams, response: { 404: ApiErrorBody } } },
      async (request, reply) => {
        const entity = await service.image(request.params.id, request.params.file);
        if (!entity) throw new AppError('not-found', 'Image not found');
        // Public product images may be shown by a storefront on another origin (docs/rules/catalogue.md#data: image
        // paths are served from the backend host), so they relax helmet's same-origin resource policy.
        reply.header('cross-origin-resource-policy', 'cross-origin');
        return sendEntity(request, reply, entity, IMMUTABLE);
      },
    );
  };
}
