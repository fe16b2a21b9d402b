import { randomUUID } from 'node:crypto';
import multipart, { type Multipart } from '@fastify/multipart';
import { ENDPOINTS } from '@vastra/domain/api';
import { BACK_OFFICE_MESSAGES as B } from '@vastra/domain/back-office';
import {
  RETURNS_MESSAGES as M,
  RETURN_PHOTO_MAX_ASPECT,
  RETURN_PHOTO_MAX_PIXELS,
  RETURN_PHOTO_MAX_SIDE,
} from '@vastra/domain/returns';
import { and, inArray, isNull, lt } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import sharp from 'sharp';
import { returnPhotos } from '../../db/schema';
import { AppError, tooManyRequests } from '../../errors';
import { contractRoutes } from '../../plugins/contract-route';
import { notAllowed, type ShopperReturns } from './create-return';
import type { ReturnsDeps } from './index';

/** A photo still unattached to a request this long after its upload is removed (row and file). */
export const UNATTACHED_PHOTO_TTL_MS = 24 * 3_600_000;
/** What a second upload of the same shopper, while one is in flight, is told to wait (seconds). */
export const UPLOAD_BUSY_RETRY_SECONDS = 2;
const PRUNE_BATCH = 100;
const FIELD = 'file';
const DECODABLE = new Set(['jpeg', 'png', 'webp']);
const upload = ENDPOINTS.uploadReturnPhoto;

const unsupported = () => new AppError('unsupported-media-type', B.imageUnsupported, { code: 'image_unsupported' });
const tooManyPixels = () => new AppError('unprocessable', M.photoTooManyPixels, { code: 'image_too_many_pixels' });

/**
 * Checks a photo by its header alone, before any pixel is decoded: JPEG, PNG, WebP or AVIF, at most
 * RETURN_PHOTO_MAX_PIXELS, and no more than RETURN_PHOTO_MAX_ASPECT times longer than wide (a 2 × 19,000,000 PNG
 * is 194 KB on the wire and minutes of decoding).
 */
export async function inspectReturnPhoto(source: Buffer): Promise<void> {
  let meta: Awaited<ReturnType<ReturnType<typeof sharp>['metadata']>>;
  try {
    meta = await sharp(source, { limitInputPixels: false }).metadata();
  } catch {
    throw unsupported();
  }
  if (!(DECODABLE.has(meta.format) || (meta.format === 'heif' && meta.compression === 'av1'))) throw unsupported();
  const { width, height } = meta;
  if (!width || !height) throw new AppError('unprocessable', B.imageUnreadable);
  if (width * height > RETURN_PHOTO_MAX_PIXELS) throw tooManyPixels();
  if (Math.max(width, height) > RETURN_PHOTO_MAX_ASPECT * Math.min(width, height)) {
    throw new AppError('unprocessable', M.photoOddShape, { code: 'image_bad_shape' });
  }
}

/**
 * Decodes a checked photo (sharp refuses anything over RETURN_PHOTO_MAX_PIXELS too) and re-encodes it as one upright
 * JPEG: nothing of the source's metadata (EXIF, GPS) is kept. Run inside the image queue.
 */
export async function returnPhotoJpeg(source: Buffer): Promise<Buffer> {
  try {
    return await sharp(source, { limitInputPixels: RETURN_PHOTO_MAX_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: RETURN_PHOTO_MAX_SIDE, height: RETURN_PHOTO_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer();
  } catch (error) {
    throw /pixel limit/i.test(String(error)) ? tooManyPixels() : new AppError('unprocessable', B.imageUnreadable);
  }
}

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
        const source = await readPhoto(request.parts());
        await inspectReturnPhoto(source);
        const jpeg = await deps.imageQueue.run(() => returnPhotoJpeg(source));
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

/** The `file` part's bytes (other parts drained); 413 over the size limit, 400 without one. */
async function readPhoto(parts: AsyncIterable<Multipart>): Promise<Buffer> {
  let source: Buffer | null = null;
  try {
    for await (const part of parts) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== FIELD || source) {
        part.file.resume();
        continue;
      }
      source = await part.toBuffer();
    }
  } catch (error) {
    const code = (error as { code?: unknown } | null)?.code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('payload-too-large', M.photoTooLarge);
    throw error;
  }
  if (!source) throw new AppError('bad-request', B.imageMissing, { field: FIELD });
  return source;
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
