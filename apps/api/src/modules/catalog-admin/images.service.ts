import { randomUUID } from 'node:crypto';
import { CATALOG_MESSAGES } from '@vastra/domain/catalog';
import { BACK_OFFICE_MESSAGES as M, IMAGES_PER_PRODUCT_MAX } from '@vastra/domain/back-office';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import type { StaffUser } from '../../plugins/authenticate';
import { isUuid } from '../../shared/uuid';
import { recordAudit } from '../audit';
import type { CatalogService } from '../catalog';
import type { ImageQueue, MediaStorage } from '../media-storage';
import {
  arrangeImages,
  deleteImage,
  imageCount,
  imagesOf,
  insertImages,
  lockProduct,
  syncProductImages,
  type ImageRow,
} from './images.repository';
import { ImageRefusal, processImage, type ProcessedImage } from './images.process';

export interface ImagesDeps {
  db: Db;
  storage: MediaStorage;
  /** The process's one image-conversion queue (return photos wait in it too). */
  queue: ImageQueue;
  /** Told after every committed change, so the storefront shows the new photos (decision 012). */
  catalog: Pick<CatalogService, 'changed'>;
}

/** A photo made and stored, waiting for its row. */
export interface StoredImage extends ProcessedImage {
  id: string;
}

const notFound = () => new AppError('not-found', CATALOG_MESSAGES.productNotFound);
const mismatch = () => new AppError('conflict', M.imagesMismatch);

/** What the audit log keeps of a photo list: ids, paths and alt texts in order. */
const auditView = (rows: readonly Pick<ImageRow, 'id' | 'url' | 'alt'>[]) =>
  rows.map(({ id, url, alt }) => ({ id, url, alt }));

/** The refusal a client sees for a photo that cannot be used. */
export function refusalOf(refusal: ImageRefusal): AppError {
  switch (refusal.reason) {
    case 'unsupported':
      return new AppError('unsupported-media-type', M.imageUnsupported, { code: 'image_unsupported' });
    case 'too_many_pixels':
      return new AppError('unprocessable', M.imageTooManyPixels, { code: 'image_too_many_pixels' });
    case 'unreadable':
      return new AppError('unprocessable', M.imageUnreadable);
  }
}

/**
 * The photo use cases. Derivatives are written to the storage before the row that names them is
 * committed (a crash in between leaves only an unlisted folder), and a removed photo's folder is deleted
 * only after its row is gone (a crash in between leaves the same). Every change rewrites the product's
 * `images` in the same transaction, is audited there, and is announced to the catalogue after it.
 */
export function createImagesService({ db, storage, queue, catalog }: ImagesDeps) {
  async function discard(images: readonly StoredImage[]): Promise<void> {
    await Promise.all(images.map((image) => storage.removeFolder(image.folder).catch(() => undefined)));
  }

  return {
    /** The product's id (lower-cased) and photo count before its upload is read; 404 when there is none. */
    async startUpload(productId: string): Promise<{ id: string; count: number }> {
      const id = productId.toLowerCase();
      const count = isUuid(id) ? await imageCount(db, id) : null;
      if (count === null) throw notFound();
      return { id, count };
    },

    /** Checks, converts (one at a time per process) and stores one uploaded file. */
    async store(bytes: Buffer): Promise<StoredImage> {
      const id = randomUUID();
      const image = await queue
        .run(() => processImage(bytes, id))
        .catch((error: unknown) => {
          throw error instanceof ImageRefusal ? refusalOf(error) : error;
        });
      try {
        for (const file of image.derivatives)
          await storage.put(`${image.folder}/${file.name}`, file.bytes, file.contentType);
      } catch (error) {
        await storage.removeFolder(image.folder).catch(() => undefined);
        throw error;
      }
      return { ...image, id };
    },

    discard,

    /** Lists stored photos after the product's others, all or none (else their folders are removed). */
    async addImages(staff: StaffUser, productId: string, images: StoredImage[]): Promise<void> {
      try {
        await db.transaction(async (tx) => {
          if (!(await lockProduct(tx, productId))) throw notFound();
          const before = await imagesOf(tx, productId);
          if (before.length + images.length > IMAGES_PER_PRODUCT_MAX) {
            throw new AppError('unprocessable', M.tooManyImages);
          }
          await insertImages(
            tx,
            productId,
            images.map(({ id, folder, url, width, height, bytes }) => ({
              id,
              storageKey: folder,
              url,
              width,
              height,
              bytes,
            })),
            (before.at(-1)?.position ?? -1) + 1,
          );
          const after = [...before, ...images.map(({ id, url }) => ({ id, url, alt: '' }))];
          await syncProductImages(
            tx,
            productId,
            after.map((image) => image.url),
          );
          await recordAudit(tx, staff, {
            action: 'product.images.add',
            targetType: 'product',
            targetId: productId,
            before: auditView(before),
            after: auditView(after),
          });
        });
      } catch (error) {
        await discard(images);
        throw error;
      }
      void catalog.changed();
    },

    /** Puts the photos in the given order with their alt texts: the list must name exactly the current photos. */
    async arrange(staff: StaffUser, productId: string, order: { id: string; alt: string }[]): Promise<string> {
      const id = productId.toLowerCase();
      if (!isUuid(id)) throw notFound();
      const wanted = order.map((image) => ({ id: image.id.toLowerCase(), alt: image.alt }));
      await db.transaction(async (tx) => {
        if (!(await lockProduct(tx, id))) throw notFound();
        const before = await imagesOf(tx, id);
        const current = new Set(before.map((image) => image.id));
        const named = new Set(wanted.map((image) => image.id));
        const same =
          named.size === wanted.length && named.size === current.size && [...named].every((i) => current.has(i));
        if (!same) throw mismatch();
        await arrangeImages(tx, id, wanted);
        const byId = new Map(before.map((image) => [image.id, image]));
        const after = wanted.map((image) => ({ id: image.id, url: byId.get(image.id)?.url ?? '', alt: image.alt }));
        await syncProductImages(
          tx,
          id,
          after.map((image) => image.url),
        );
        await recordAudit(tx, staff, {
          action: 'product.images.update',
          targetType: 'product',
          targetId: id,
          before: auditView(before),
          after: auditView(after),
        });
      });
      void catalog.changed();
      return id;
    },

    /**
     * Removes one photo. An uploaded photo's files go after the commit; a seed photo (no storage key: its
     * SVG lives in product_media) just leaves the list.
     */
    async remove(staff: StaffUser, productId: string, imageId: string): Promise<string> {
      const id = productId.toLowerCase();
      const target = imageId.toLowerCase();
      if (!isUuid(id)) throw notFound();
      const removed = await db.transaction(async (tx) => {
        if (!(await lockProduct(tx, id))) throw notFound();
        const before = await imagesOf(tx, id);
        const gone = before.find((image) => image.id === target);
        if (!gone) throw new AppError('not-found', M.imageNotFound);
        const after = before.filter((image) => image !== gone);
        await deleteImage(tx, gone.id);
        await arrangeImages(tx, id, after);
        await syncProductImages(
          tx,
          id,
          after.map((image) => image.url),
        );
        await recordAudit(tx, staff, {
          action: 'product.images.remove',
          targetType: 'product',
          targetId: id,
          before: auditView(before),
          after: auditView(after),
        });
        return gone;
      });
      // The row is gone, so the files are unreachable either way: a failed delete only leaves disk to reclaim.
      if (removed.storageKey !== '') await storage.removeFolder(removed.storageKey).catch(() => undefined);
      void catalog.changed();
      return id;
    },
  };
}

export type ImagesService = ReturnType<typeof createImagesService>;
