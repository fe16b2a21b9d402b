import { ENDPOINTS } from '@vastra/domain/api';
import { BACK_OFFICE_MESSAGES as M } from '@vastra/domain/back-office';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import type { AuthenticateStaff } from '../../plugins/authenticate';
import { contractRoutes } from '../../plugins/contract-route';
import { recordAudit } from '../audit';
import { IMAGE_FIELD, registerPhotoParser, storeUploadedPhotos } from './images.routes';
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
    await registerPhotoParser(app, limits);
    const route = contractRoutes(app, { authenticateStaff });

    route(upload, async ({ staff, request }) => {
      const [photo] = await storeUploadedPhotos(
        request,
        images,
        limits.maxFiles,
        () => new AppError('bad-request', M.shopPhotoOne, { field: IMAGE_FIELD }),
      );
      if (!photo) throw new AppError('bad-request', M.imageMissing, { field: IMAGE_FIELD });
      const { id, url, width, height, bytes } = photo;
      try {
        await db.transaction((tx) =>
          recordAudit(tx, staff, {
            action: 'shop_photo.upload',
            targetType: 'image',
            targetId: id,
            before: null,
            after: { url, width, height, bytes },
          }),
        );
      } catch (error) {
        await images.discard([photo]);
        throw error;
      }
      return { url, width, height };
    });
  };
}
