import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import { ENDPOINTS } from '@vastra/domain/api';
import { BACK_OFFICE_MESSAGES as B } from '@vastra/domain/back-office';
import { RETURNS_MESSAGES as M } from '@vastra/domain/returns';
import { and, inArray, isNull, lt } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { returnPhotos } from '../../db/schema';
import { AppError, tooManyRequests } from '../../errors';
import { contractRoutes } from '../../plugins/contract-route';
import { inspectShopperPhoto, readShopperPhoto, SHOPPER_PHOTO_FIELD, shopperPhotoJpeg } from '../media-storage';
import { notAllowed, type ShopperReturns } from './create-return';
import type { ReturnsDeps } from './index';

/** A photo still unattached to a request this long after its upload is removed (row and file). */
export const UNATTACHED_PHOTO_TTL_MS = 24 * 3_600_000;
/** What a second upload of the same shopper, while one is in flight, is told to wait (seconds). */
export const UPLOAD_BUSY_RETRY_SECONDS = 2;
const PRUNE_BATCH = 100;
const FIELD = SHOPPER_PHOTO_FIELD;
const upload = ENDPOINTS.uploadReturnPhoto;

/** Refuses a photo for an order nothing of which can be sent back now, with the reason the order page shows. */
async function assertReturnable(shopper: ShopperReturns, orderId: string, userId: string): Promise<void> {
  const options = await shopper.options(orderId, userId);
  if (!options.window.open) throw notAllowed(options.window.message ?? M.photoNotNeeded);
  if (!options.lines.some((line) => line.eligible)) throw notAllowed(M.photoNotNeeded);
}

/**
 * POST /api/orders/{id}/returns/photos: one photo per call, for an order that can still be returned, stored under
 * `returns/` and owned by the shopper until attached. A shopper has one upload in flight at a time; its decoding
 * waits in the process's one image queue with the product photos'.
 */
export function returnPhotoRoutes(deps: ReturnsDeps, shopper: ShopperReturns): FastifyPluginAsync {
  const inFlight = new Set<string>();
  return async (app) => {
    await app.register(multipart, {
      limits: { fileSize: upload.multipart.maxFileBytes, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
      throwFileSizeLimit: true,
    });
    const route = contractRoutes(app, { authenticate: deps.authenticate });
    route(upload, async ({ params, user, request }) => {
      if (inFlight.has(user.id)) throw tooManyRequests(M.photoUploading, UPLOAD_BUSY_RETRY_SECONDS);
      inFlight.add(user.id);
      try {
        await deps.rateLimiter.consume([
          {
            bucket: `return-photo:user:${user.id}:1h`,
            limit: 30,
            windowSeconds: 3600,
            message: M.tooManyUploads,
          },
        ]);
        await assertReturnable(shopper, params.id, user.id);
        if (!request.isMultipart()) throw new AppError('bad-request', B.imageMissing, { field: FIELD });
        const source = await readShopperPhoto(request.parts());
        await inspectShopperPhoto(source);
        const jpeg = await deps.imageQueue.run(() => shopperPhotoJpeg(source));
        const id = randomUUID();
        const key = `returns/${id}.jpg`;
        await deps.storage.put(key, jpeg, 'image/jpeg');
        await deps.db
          .insert(returnPhotos)
          .values({ id, userId: user.id, storageKey: key, url: `/media/${key}`, createdAt: deps.clock.now() });
        return { _id: id, url: deps.privateMedia.url(key) };
      } finally {
        inFlight.delete(user.id);
      }
    });
  };
}

/**
 * Removes photos uploaded more than UNATTACHED_PHOTO_TTL_MS ago (by the app's clock) and never attached to a request
 * (a form left unsent): the rows first, each only if still unattached (a request attaching it at that moment keeps
 * it), then their files. A crash in between leaves files no row names, never a row without its file.
 */
export async function pruneUnattachedPhotos(deps: Pick<ReturnsDeps, 'db' | 'clock' | 'storage'>): Promise<number> {
  const before = new Date(deps.clock.now().getTime() - UNATTACHED_PHOTO_TTL_MS);
  const stale = await deps.db
    .select({ id: returnPhotos.id })
    .from(returnPhotos)
    .where(and(isNull(returnPhotos.returnRequestId), lt(returnPhotos.createdAt, before)))
    .limit(PRUNE_BATCH);
  if (stale.length === 0) return 0;
  const ids = stale.map((p) => p.id);
  const removed = await deps.db
    .delete(returnPhotos)
    .where(and(inArray(returnPhotos.id, ids), isNull(returnPhotos.returnRequestId)))
    .returning({ storageKey: returnPhotos.storageKey });
  for (const photo of removed) await deps.storage.remove(photo.storageKey);
  return removed.length;
}
