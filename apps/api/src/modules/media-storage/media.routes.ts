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
/** A gated photo may stop being shown (a review hidden): caches keep it five minutes at most. */
const GATED = 'public, max-age=300';

/**
 * A folder whose files are public only while the app says so (a review's photos, shown while the review is shown:
 * docs/decisions/113-review-photos-and-fit.md). Staff see them otherwise through a signed link (private-media.ts).
 */
export interface MediaGate {
  folder: string;
  /** True when the file under `key` may be shown to anyone now. */
  shows(key: string): Promise<boolean>;
}

/**
 * GET (and HEAD) /media/{key}: uploaded photos and their derivatives, straight from the storage. Anything
 * unknown or malformed is a 404, decided before the storage is asked when the key breaks its rules. A private key
 * (under `returns/`) is served only through its signed, unexpired URL (private-media.ts), without a validator and
 * without loosening the cross-origin resource policy; anything else about it is the same 404. A gated key (`gates`) is
 * served to anyone while its gate says so, briefly cached, and otherwise only through its signed URL as a private one.
 */
export function mediaRoutes(
  storage: MediaStorage,
  privateUrls: PrivateMediaUrls,
  gates: readonly MediaGate[] = [],
): FastifyPluginAsync {
  return async (app) => {
    app.get<{ Params: { '*': string }; Querystring: Record<string, unknown> }>(
      '/media/*',
      { compress: false, schema: { tags: ['catalog'], hide: true, response: { 404: ApiErrorBody } } },
      async (request, reply) => {
        const key = request.params['*'];
        const gate = gates.find((g) => key.startsWith(g.folder));
        const valid = isMediaKey(key) && mediaTypeOf(key) !== null;
        if (gate && !(valid && privateUrls.allows(key, request.query.exp, request.query.sig))) {
          const media = valid && (await gate.shows(key)) ? await storage.get(key) : null;
          if (!media) throw new AppError('not-found', 'Image not found');
          return reply
            .header('cache-control', GATED)
            .header('cross-origin-resource-policy', 'cross-origin')
            .header('x-content-type-options', 'nosniff')
            .type(media.contentType)
            .header('content-length', media.size)
            .send(media.body);
        }
        if (gate || isPrivateMediaKey(key)) {
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
        if (fresh(request.headers['if-none-match'], etag)) {
          // A stream from a bucket holds a connection until it is read or destroyed: a 304 sends none of it.
          if (!Buffer.isBuffer(media.body)) media.body.destroy();
          return reply.status(304).send();
        }
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
