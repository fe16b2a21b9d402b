import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import { ENDPOINTS } from '@vastra/domain/api';
import { BACK_OFFICE_MESSAGES as B, IMAGE_MAX_PIXELS } from '@vastra/domain/back-office';
import { RETURNS_MESSAGES as M } from '@vastra/domain/returns';
import type { FastifyPluginAsync } from 'fastify';
import sharp from 'sharp';
import { returnPhotos } from '../../db/schema';
import { AppError } from '../../errors';
import { contractRoutes } from '../../plugins/contract-route';
import type { ReturnsDeps } from './index';

/** A shopper's photo is kept as one JPEG at most this wide or tall. */
export const RETURN_PHOTO_MAX_SIDE = 1600;
const FIELD = 'file';
const DECODABLE = new Set(['jpeg', 'png', 'webp']);
const upload = ENDPOINTS.uploadReturnPhoto;

const unsupported = () => new AppError('unsupported-media-type', B.imageUnsupported, { code: 'image_unsupported' });

/**
 * Checks a photo by its bytes (JPEG, PNG, WebP or AVIF, at most IMAGE_MAX_PIXELS, as the product photos) and
 * re-encodes it as one upright JPEG: nothing of the source's metadata (EXIF, GPS) is kept.
 */
export async function returnPhotoJpeg(source: Buffer): Promise<Buffer> {
  let meta: Awaited<ReturnType<ReturnType<typeof sharp>['metadata']>>;
  try {
    meta = await sharp(source, { limitInputPixels: false }).metadata();
  } catch {
    throw unsupported();
  }
  if (!(DECODABLE.has(meta.format) || (meta.format === 'heif' && meta.compression === 'av1'))) throw unsupported();
  if (!meta.width || !meta.height) throw new AppError('unprocessable', B.imageUnreadable);
  if (meta.width * meta.height > IMAGE_MAX_PIXELS) {
    throw new AppError('unprocessable', B.imageTooManyPixels, { code: 'image_too_many_pixels' });
  }
  try {
    return await sharp(source, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: RETURN_PHOTO_MAX_SIDE, height: RETURN_PHOTO_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer();
  } catch {
    throw new AppError('unprocessable', B.imageUnreadable);
  }
}

/** POST /api/returns/photos: one photo per call, stored under `returns/`, owned by the shopper until attached. */
export function returnPhotoRoutes(deps: ReturnsDeps): FastifyPluginAsync {
  return async (app) => {
    await app.register(multipart, {
      limits: { fileSize: upload.multipart.maxFileBytes, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
      throwFileSizeLimit: true,
    });
    const route = contractRoutes(app, { authenticate: deps.authenticate });
    route(upload, async ({ user, request }) => {
      await deps.rateLimiter.consume([
        {
          bucket: `return-photo:user:${user.id}:1h`,
          limit: 30,
          windowSeconds: 3600,
          message: M.tooManyUploads,
        },
      ]);
      if (!request.isMultipart()) throw new AppError('bad-request', B.imageMissing, { field: FIELD });
      let source: Buffer | null = null;
      try {
        for await (const part of request.parts()) {
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
      const jpeg = await returnPhotoJpeg(source);
      const id = randomUUID();
      const key = `returns/${id}.jpg`;
      await deps.storage.put(key, jpeg, 'image/jpeg');
      const url = `/media/${key}`;
      await deps.db.insert(returnPhotos).values({ id, userId: user.id, storageKey: key, url });
      return { _id: id, url };
    });
  };
}
