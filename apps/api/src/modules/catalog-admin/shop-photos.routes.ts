import multipart from '@fastify/multipart';
import { ENDPOINTS } from '@vastra/domain/api';
import { BACK_OFFICE_MESSAGES as M } from '@vastra/domain/back-office';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import type { AuthenticateStaff } from '../../plugins/authenticate';
import { contractRoutes } from '../../plugins/contract-route';
import { recordAudit } from '../audit';
import { IMAGE_FIELD, uploadError } from './images.routes';
import type { ImagesService } from './images.service';

const upload = ENDPOINTS.adminUploadShopPhoto;
const limits = upload.multipart;

export interface ShopPhotoDeps {
  db: Db;
  authenticateStaff: AuthenticateStaff;
  /** The product photo pipeline (images.service.ts): the same checks, conversion, queue and storage. */
  images: Pick<ImagesService, 'store' | 'discard'>;
}

/**
 * A photo for a home page slide or a category tile (docs/decisions/109-shop-photos.md): one file, checked and
 * converted exactly like a product photo, stored under the same kind of path, audited, and answered as its address;
 * the slide or category names it when the owner saves. With its own multipart parser, like the product photos'.
 */
export function shopPhotoRoutes({ db, authenticateStaff, images }: ShopPhotoDeps): FastifyPluginAsync {
  return async (app) => {
    await app.register(multipart, {
      // One file more than allowed is let through the parser so the answer is ours, not a generic 413.
      limits: {
        fileSize: limits.maxFileBytes,
        files: limits.maxFiles + 1,
        fields: 10,
        fieldSize: 1024,
        parts: 12,
        headerPairs: 50,
      },
      throwFileSizeLimit: true,
    });
    const route = contractRoutes(app, { authenticateStaff });

    route(upload, async ({ staff, request }) => {
      if (!request.isMultipart()) throw new AppError('bad-request', M.imageMissing, { field: IMAGE_FIELD });
      const stored: Awaited<ReturnType<typeof images.store>>[] = [];
      try {
        for await (const part of request.parts()) {
          // Other fields and files under another name are read past; the client's file name is never used.
          if (part.type !== 'file') continue;
          if (part.fieldname !== IMAGE_FIELD) {
            part.file.resume();
            continue;
          }
          if (stored.length >= limits.maxFiles) {
            throw new AppError('bad-request', M.shopPhotoOne, { field: IMAGE_FIELD });
          }
          stored.push(await images.store(await part.toBuffer()));
        }
        const [photo] = stored;
        if (!photo) throw new AppError('bad-request', M.imageMissing, { field: IMAGE_FIELD });
        const { id, url, width, height, bytes } = photo;
        await db.transaction((tx) =>
          recordAudit(tx, staff, {
            action: 'shop_photo.upload',
            targetType: 'image',
            targetId: id,
            before: null,
            after: { url, width, height, bytes },
          }),
        );
        return { url, width, height };
      } catch (error) {
        await images.discard(stored);
        throw uploadError(error);
      }
    });
  };
}
