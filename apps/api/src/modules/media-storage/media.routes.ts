import { createHash } from 'node:crypto';
import { ApiErrorBody } from '@vastra/domain/api';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../errors';
import { isMediaKey, mediaTypeOf, type MediaStorage } from './media-storage.port';

/** A key's bytes never change (a new photo gets a new id), so browsers and CDNs may keep them for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * GET (and HEAD) /media/{key}: uploaded photos and their derivatives, straight from the storage. Anything
 * unknown or malformed is a 404, decided before the storage is asked when the key breaks its rules.
 */
export function mediaRoutes(storage: MediaStorage): FastifyPluginAsync {
  return async (app) => {
    app.get<{ Params: { '*': string } }>(
      '/media/*',
      { compress: false, schema: { tags: ['catalog'], hide: true, response: { 404: ApiErrorBody } } },
      async (request, reply) => {
        const key = request.params['*'];
        const media = isMediaKey(key) && mediaTypeOf(key) !== null ? await storage.get(key) : null;
        if (!media) throw new AppError('not-found', 'Image not found');
        const etag = media.etag ?? `"${createHash('sha256').update(`${key}\u0000${media.size}`).digest('base64url')}"`;
        void reply
          .header('cache-control', IMMUTABLE)
          .header('etag', etag)
          // Like /uploads: a storefront on another origin may show these photos.
          .header('cross-origin-resource-policy', 'cross-origin')
          .header('x-content-type-options', 'nosniff');
        if (fresh(request.headers['if-none-match'], etag)) return reply.status(304).send();
        return reply.type(media.contentType).header('content-length', media.size).send(media.body);
      },
    );
  };
}

/** The client already holds these bytes (any of its If-None-Match tags names them, weak or not). */
function fresh(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((raw) => {
    const tag = raw.trim().replace(/^W\//, '');
    return tag === '*' || tag === etag;
  });
}
