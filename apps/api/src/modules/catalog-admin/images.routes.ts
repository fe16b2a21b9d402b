import multipart from '@fastify/multipart';
import { CATALOG_MESSAGES } from '@vastra/domain/catalog';
import { ENDPOINTS } from '@vastra/domain/api';
import { BACK_OFFICE_MESSAGES as M, IMAGES_PER_PRODUCT_MAX } from '@vastra/domain/back-office';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { AppError } from '../../errors';
import type { AuthenticateStaff } from '../../plugins/authenticate';
import { contractRoutes } from '../../plugins/contract-route';
import { readAdminProduct } from './admin-product.repository';
import { createImagesService, type ImagesDeps, type ImagesService, type StoredImage } from './images.service';

/** The form field that carries the photos (repeated for several). */
export const IMAGE_FIELD = 'file';

const upload = ENDPOINTS.adminUploadImages;
const limits = upload.multipart;

/**
 * The product photo routes, with their own multipart parser: only these routes read form data. The
 * contract's limits bound each file and the number of files; one file more than a product may hold is
 * let through the parser so the answer is ours (422 with the photo limit), not a generic 413.
 */
export function imageRoutes(deps: ImagesDeps & { authenticateStaff: AuthenticateStaff }): FastifyPluginAsync {
  const images = createImagesService(deps);
  const { db } = deps;

  async function answer(productId: string) {
    const product = await readAdminProduct(db, productId);
    if (!product) throw new AppError('not-found', CATALOG_MESSAGES.productNotFound);
    return product;
  }

  return async (app) => {
    await registerPhotoParser(app, limits);
    const route = contractRoutes(app, { authenticateStaff: deps.authenticateStaff });

    route(upload, async ({ params, staff, request }) => {
      const { id, count } = await images.startUpload(params.id);
      const stored = await storeUploadedPhotos(
        request,
        images,
        IMAGES_PER_PRODUCT_MAX - count,
        () => new AppError('unprocessable', M.tooManyImages),
      );
      await images.addImages(staff, id, stored);
      return answer(id);
    });

    route(ENDPOINTS.adminUpdateImages, async ({ params, body, staff }) =>
      answer(await images.arrange(staff, params.id, body.images)),
    );

    route(ENDPOINTS.adminDeleteImage, async ({ params, staff }) =>
      answer(await images.remove(staff, params.id, params.imageId)),
    );
  };
}

/**
 * A route plugin's own multipart parser for photos, bounded by the contract's `limits`. One file more than allowed is
 * let through the parser so the answer is ours (the route's refusal), not a generic 413.
 */
export async function registerPhotoParser(
  app: FastifyInstance,
  photoLimits: { maxFileBytes: number; maxFiles: number },
): Promise<void> {
  await app.register(multipart, {
    limits: {
      fileSize: photoLimits.maxFileBytes,
      files: photoLimits.maxFiles + 1,
      fields: 10,
      fieldSize: 1024,
      parts: photoLimits.maxFiles + 11,
      headerPairs: 50,
    },
    throwFileSizeLimit: true,
  });
}

/**
 * The photos of a multipart request (field `file`; other fields and files under another name are read past, and the
 * client's file name is never used), each checked, converted and stored as it is read: at most `max`, the next one
 * refused with `tooMany()`. When any fails, none stays stored. No photo at all is a 400.
 */
export async function storeUploadedPhotos(
  request: FastifyRequest,
  images: Pick<ImagesService, 'store' | 'discard'>,
  max: number,
  tooMany: () => AppError,
): Promise<StoredImage[]> {
  if (!request.isMultipart()) throw new AppError('bad-request', M.imageMissing, { field: IMAGE_FIELD });
  const stored: StoredImage[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== IMAGE_FIELD) {
        part.file.resume();
        continue;
      }
      if (stored.length >= max) throw tooMany();
      stored.push(await images.store(await part.toBuffer()));
    }
  } catch (error) {
    await images.discard(stored);
    throw uploadError(error);
  }
  if (stored.length === 0) throw new AppError('bad-request', M.imageMissing, { field: IMAGE_FIELD });
  return stored;
}

/** The multipart parser's refusals in our words: a file over the limit is named as such. */
export function uploadError(error: unknown): unknown {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError('payload-too-large', M.imageTooLarge);
  return error;
}
