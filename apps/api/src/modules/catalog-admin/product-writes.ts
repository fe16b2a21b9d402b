import type { AdminProduct, CreateProductBody, UpdateProductBody } from '@vastra/domain/api';
import { BACK_OFFICE_MESSAGES as M } from '@vastra/domain/back-office';
import { CATALOG_MESSAGES } from '@vastra/domain/catalog';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import type { StaffUser } from '../../plugins/authenticate';
import type { Clock } from '../../shared/clock';
import { recordAudit } from '../audit';
import { requireCategory } from '../categories';
import { readAdminProduct } from './admin-product.repository';
import { catalogAdminRepository as repo, type MovementInput } from './catalog-admin.repository';
import { replaceProductAttributes } from './product-attributes';
import { checkOptions, checkSkusFree, isSkuRace, skuTaken } from './variant-checks';
import { sqlState } from '../../shared/pg-errors';

/** What the writes need from the catalogue: told right after a commit (drops the cache, bumps the version). */
export interface CatalogChanged {
  changed(): Promise<void>;
}

export const productNotFound = () => new AppError('not-found', CATALOG_MESSAGES.productNotFound);

const activeNeedsImage = () => new AppError('unprocessable', M.activeNeedsImage, { field: 'status' });

const FOREIGN_KEY_VIOLATION = '23503';

/** Runs a write; two products given one SKU at the same instant: the loser gets 409 `sku_taken`. */
async function skuRaceAsConflict<T>(variants: readonly { sku: string | null }[], write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!isSkuRace(error)) throw error;
    throw skuTaken(variants.find((v) => v.sku !== null)?.sku ?? '');
  }
}

async function mustRead(tx: Db, id: string): Promise<AdminProduct> {
  const product = await readAdminProduct(tx, id);
  if (!product) throw productNotFound();
  return product;
}

/**
 * Creating, editing and deleting products. Each change is one transaction with its audit entry;
 * after the commit the catalogue is told (so the storefront shows it at once here, within 500 ms elsewhere).
 */
export function createProductWrites(deps: {
  db: Db;
  clock: Clock;
  catalog: CatalogChanged;
  afterDelete?: ((storageKeys: string[]) => Promise<void> | void) | undefined;
  log?: { error(obj: unknown, msg: string): void };
}) {
  const { db, clock, catalog } = deps;

  const movementsOf = (
    staff: StaffUser,
    productId: string,
    sizes: readonly { size: string; stock: number }[],
    at: Date,
  ): MovementInput[] =>
    sizes
      .filter((v) => v.stock > 0)
      .map((v) => ({
        productId,
        size: v.size,
        before: 0,
        after: v.stock,
        reason: 'received',
        note: null,
        staffId: staff.id,
        staffName: staff.fullName,
        at,
      }));

  return {
    /** A new product (draft unless said); a new product has no photo yet, so it cannot start active. */
    async create(staff: StaffUser, body: CreateProductBody): Promise<AdminProduct> {
      if (body.status === 'active') throw activeNeedsImage();
      const at = clock.now();
      const product = await skuRaceAsConflict(body.variants, () =>
        db.transaction(async (tx) => {
          await checkSkusFree(tx, null, body.variants);
          await requireCategory(tx, body.category);
          const id = await repo.insertProduct(tx, {
            title: body.title,
            description: body.description,
            titleHi: body.titleHi,
            descriptionHi: body.descriptionHi,
            category: body.category,
            hsn: body.hsn,
            status: body.status,
            returnable: body.returnable,
            tags: body.tags,
            option2Name: body.option2Name,
            imagesByOption: body.imagesByOption,
            at,
          });
          await repo.insertVariants(
            tx,
            id,
            body.variants.map((v, position) => ({ ...v, position })),
          );
          await repo.insertMovements(tx, movementsOf(staff, id, body.variants, at));
          await replaceProductAttributes(tx, id, body.attributes);
          const after = await mustRead(tx, id);
          checkOptions(after);
          await recordAudit(tx, staff, { action: 'product.create', targetType: 'product', targetId: id, after });
          return after;
        }),
      );
      await catalog.changed();
      return product;
    },

    /**
     * Changes the fields given. `variants` replaces the size list: a size kept gets its new prices and
     * place but keeps its stock (stock changes go through the stock calls, which record why); a new
     * size starts with the stock given, recorded as a movement; a size left out is deleted.
     * Orders already placed keep their own copy of title, image and price.
     */
    async update(staff: StaffUser, id: string, body: UpdateProductBody): Promise<AdminProduct> {
      const at = clock.now();
      const product = await skuRaceAsConflict(body.variants ?? [], () =>
        db.transaction(async (tx) => {
          const locked = await repo.lockProduct(tx, id);
          if (!locked) throw productNotFound();
          if (body.status === 'active' && !locked.hasPhoto) throw activeNeedsImage();
          const before = await mustRead(tx, id);
          if (body.category !== undefined) await requireCategory(tx, body.category);
          await repo.updateProduct(tx, id, {
            ...(body.hsn !== undefined ? { hsn: body.hsn } : {}),
            ...(body.title !== undefined ? { title: body.title } : {}),
            ...(body.description !== undefined ? { description: body.description } : {}),
            ...(body.titleHi !== undefined ? { titleHi: body.titleHi } : {}),
            ...(body.descriptionHi !== undefined ? { descriptionHi: body.descriptionHi } : {}),
            ...(body.category !== undefined ? { category: body.category } : {}),
            ...(body.status !== undefined ? { status: body.status } : {}),
            ...(body.returnable !== undefined ? { returnable: body.returnable } : {}),
            ...(body.tags !== undefined ? { tags: body.tags } : {}),
            ...(body.option2Name !== undefined ? { option2Name: body.option2Name } : {}),
            ...(body.imagesByOption !== undefined ? { imagesByOption: body.imagesByOption } : {}),
            updatedAt: at,
          });
          if (body.variants) {
            await checkSkusFree(tx, id, body.variants);
            const existing = new Set(before.variants.map((v) => v.size));
            const added = body.variants.map((v, position) => ({ ...v, position })).filter((v) => !existing.has(v.size));
            await repo.deleteVariantsExcept(
              tx,
              id,
              body.variants.map((v) => v.size),
            );
            for (const [position, v] of body.variants.entries()) {
              if (existing.has(v.size)) await repo.updateVariantPrices(tx, id, { ...v, position });
            }
            await repo.insertVariants(tx, id, added);
            await repo.insertMovements(tx, movementsOf(staff, id, added, at));
          }
          if (body.attributes) await replaceProductAttributes(tx, id, body.attributes);
          const after = await mustRead(tx, id);
          if (body.variants || body.option2Name !== undefined || body.imagesByOption) checkOptions(after);
          await recordAudit(tx, staff, {
            action: 'product.update',
            targetType: 'product',
            targetId: id,
            before,
            after,
          });
          return after;
        }),
      );
      await catalog.changed();
      return product;
    },

    /**
     * Deletes a product no order line names (else 409: archive it instead). Its photos' storage keys
     * are collected inside the transaction and handed to `afterDelete` once the rows are gone for good.
     */
    async remove(staff: StaffUser, id: string): Promise<void> {
      const hasOrders = () => new AppError('conflict', M.productHasOrders, { code: 'product_has_orders' });
      let keys: string[];
      try {
        keys = await db.transaction(async (tx) => {
          const locked = await repo.lockProduct(tx, id);
          if (!locked) throw productNotFound();
          if (await repo.hasOrders(tx, id)) throw hasOrders();
          const imageKeys = await repo.imageKeys(tx, id);
          const before = await mustRead(tx, id);
          await recordAudit(tx, staff, { action: 'product.delete', targetType: 'product', targetId: id, before });
          await repo.deleteProduct(tx, id);
          return imageKeys;
        });
      } catch (error) {
        // An order placed in the same instant: its line's foreign key keeps the product.
        if (sqlState(error) === FOREIGN_KEY_VIOLATION) throw hasOrders();
        throw error;
      }
      await catalog.changed();
      if (deps.afterDelete) {
        try {
          await deps.afterDelete(keys);
        } catch (error) {
          // The product is gone either way; files left behind are only wasted space.
          deps.log?.error({ err: error, keys }, 'could not remove the photos of a deleted product');
        }
      }
    },
  };
}
