import { ENDPOINTS } from '@vastra/domain/api';
import { RETURNS_MESSAGES as M } from '@vastra/domain/returns';
import { and, inArray, isNull, lt } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { returnPhotos } from '../../db/schema';
import { contractRoutes } from '../../plugins/contract-route';
import { acceptOnePhoto, createShopperPhotoUploader } from '../media-storage';
import { notAllowed, type ShopperReturns } from './create-return';
import type { ReturnsDeps } from './index';

/** A photo still unattached to a request this long after its upload is removed (row and file). */
export const UNATTACHED_PHOTO_TTL_MS = 24 * 3_600_000;
const PRUNE_BATCH = 100;
const upload = ENDPOINTS.uploadReturnPhoto;

/** Refuses a photo for an order nothing of which can be sent back now, with the reason the order page shows. */
async function assertReturnable(shopper: ShopperReturns, orderId: string, userId: string): Promise<void> {
  const options = await shopper.options(orderId, userId);
  if (!options.window.open) throw notAllowed(options.window.message ?? M.photoNotNeeded);
  if (!options.lines.some((line) => line.eligible)) throw notAllowed(M.photoNotNeeded);
}

/**
 * POST /api/orders/{id}/returns/photos: one photo per call, for an order that can still be returned, stored under
 * `returns/` and owned by the shopper until attached (media-storage/shopper-photo-upload.ts).
 */
export function returnPhotoRoutes(deps: ReturnsDeps, shopper: ShopperReturns): FastifyPluginAsync {
  const uploadPhoto = createShopperPhotoUploader(deps, 'return-photo');
  return async (app) => {
    await acceptOnePhoto(app, upload.multipart.maxFileBytes);
    const route = contractRoutes(app, { authenticate: deps.authenticate });
    route(upload, ({ params, user, request }) =>
      uploadPhoto(user.id, request, {
        check: () => assertReturnable(shopper, params.id, user.id),
        keyOf: (id) => `returns/${id}.jpg`,
        save: async (id, key) => {
          await deps.db
            .insert(returnPhotos)
            .values({ id, userId: user.id, storageKey: key, url: `/media/${key}`, createdAt: deps.clock.now() });
        },
      }),
    );
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
