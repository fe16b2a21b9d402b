import { createHash } from 'node:crypto';
import { ApiErrorBody } from '@vastra/domain/api';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../errors';
import { isMediaKey, mediaTypeOf, type MediaStorage } from './media-storage.port';
import { isPrivateMediaKey, type PrivateMediaUrls } from './private-media';

/** A key's bytes never change (a new photo gets a new id), so browsers and CDNs may keep them for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** A private photo (a shopper's return photo) is kept by no cache, shared or not. */
const PRIVATE = 'private, no-store';

/**
 * GET (and HEAD) /media/{key}: uploaded photos and their derivatives, straight from the storage. Anything
 * unknown or malformed is a 404, decided before the storage is asked when the key breaks its rules. A private key
 * (under `returns/`) is served only through its signed, unexpired URL (private-media.ts), without a validator and
 * without loosening the cross-origin resource policy; anything else about it is the same 404.
 */
export function mediaRoutes(storage: MediaStorage, privateUrls: PrivateMediaUrls): FastifyPluginAsync {
  return async (app) => {
    app.get<{ Params: { '*': string }; Querystring: Record<string, unknown> }>(
      '/media/*',
      { compress: false, schema: { tags: ['catalog'], hide: true, response: { 404: ApiErrorBody } } },
      async (request, reply) => {
        const key = request.params['*'];
        if (isPrivateMediaKey(key)) {
          void reply.header('cache-control', PRIVATE).header('x-content-type-options', 'nosniff');
          const { exp, sig } = request.query;
          const allowed = isMediaKey(key) && mediaTypeOf(key) !== null && privateUrls.allows(key, exp, sig);
          const media = allowed ? await storage.get(key) : null;
          if (!media) throw new AppError('not-found', 'Image not found');
          return reply
            .header('cross-origin-resource-policy', 'same-origin')
            .type(media.contentType)
            .header('content-length', media.size)
            .send(media.body);
        }
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
