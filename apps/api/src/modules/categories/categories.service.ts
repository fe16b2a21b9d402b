import type {
  AdminCategoriesResponse,
  AdminCategory,
  CreateCategoryBody,
  SizeGuideResponse,
  UpdateCategoryBody,
} from '@vastra/domain/api';
import { CATALOG_CATEGORY_MESSAGES as M, CATEGORIES_MAX, categorySlugOf, orderedSizes } from '@vastra/domain/catalog';
import { count, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { categories, products } from '../../db/schema';
import { AppError } from '../../errors';
import type { StaffUser } from '../../plugins/authenticate';
import type { Clock } from '../../shared/clock';
import { recordAudit } from '../audit';
import { categoryRow, listCategoryRows, readCategories } from './categories.repository';
import { categoryUnknown } from './category-checks';

// The shop's categories in the back office (docs/decisions/097-categories.md): every change is one transaction with
// its audit entry under one lock on the list; the catalogue is told after the commit (names, filters, tiles).

/** What the catalogue offers this module: announce a committed change (its cache and every process's). */
export interface CatalogChanged {
  changed(): Promise<void>;
}

type Staff = Pick<StaffUser, 'id' | 'fullName'>;

const invalid = (message: string, field: string) =>
  new AppError('unprocessable', message, { code: 'category_invalid', field });

/** The slug of a new name, or the refusal that says why it cannot be one. */
function slugFor(name: string): string {
  const slug = categorySlugOf(name);
  if (slug === '') {
    throw invalid(name.trim().toLowerCase() === 'all' ? M.slugReserved : M.slugInvalid, 'name');
  }
  return slug;
}

/** A size guide's rows must be sizes the category offers (when it lists its sizes). */
function checkGuide(sizes: readonly string[], guide: AdminCategory['sizeGuide']): void {
  if (!guide || sizes.length === 0) return;
  guide.rows.forEach((row, i) => {
    if (!sizes.includes(row.size)) throw invalid(M.sizeGuideSizes, `sizeGuide.rows.${i}.size`);
  });
}

export type Categories = ReturnType<typeof createCategories>;

export function createCategories(deps: { db: Db; clock: Clock; catalog: CatalogChanged }) {
  const { db, clock, catalog } = deps;

  async function change<T>(work: (tx: Db) => Promise<T>): Promise<T> {
    const result = await db.transaction(async (tx) => {
      // One writer of the category list at a time: positions and slugs are read then written.
      await tx.execute(sql`select pg_advisory_xact_lock(726105097)`);
      return work(tx);
    });
    await catalog.changed();
    return result;
  }

  async function mustRead(tx: Db, slug: string): Promise<AdminCategory> {
    const [category] = await readCategories(tx, slug);
    if (!category) throw categoryUnknown(slug);
    return category;
  }

  async function renumber(tx: Db, slug: string, to: number | null): Promise<void> {
    const list = (await listCategoryRows(tx)).filter((c) => c.slug !== slug);
    if (to !== null) {
      const moved = await categoryRow(tx, slug);
      if (moved) list.splice(Math.min(to, list.length), 0, moved);
    }
    for (const [position, c] of list.entries()) {
      if (c.position !== position) await tx.update(categories).set({ position }).where(eq(categories.slug, c.slug));
    }
  }

  return {
    async list(): Promise<AdminCategoriesResponse> {
      return { categories: await readCategories(db) };
    },

    async create(staff: Staff, body: z.output<typeof CreateCategoryBody>): Promise<AdminCategory> {
      return change(async (tx) => {
        const slug = slugFor(body.name);
        const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(categories);
        if (n >= CATEGORIES_MAX) throw invalid(M.tooManyCategories, 'name');
        if (await categoryRow(tx, slug)) {
          throw new AppError('conflict', M.slugTaken(slug), { code: 'category_slug_taken', field: 'name' });
        }
        const sizes = orderedSizes(body.sizes);
        checkGuide(sizes, body.sizeGuide);
        const at = clock.now();
        await tx.insert(categories).values({
          slug,
          name: body.name,
          nameHi: body.hindiName,
          position: n,
          hidden: body.hidden,
          image: body.image,
          hsn: body.hsn,
          sizes,
          sizeGuide: body.sizeGuide,
          createdAt: at,
          updatedAt: at,
        });
        const after = await mustRead(tx, slug);
        await recordAudit(tx, staff, { action: 'category.create', targetType: 'category', targetId: slug, after });
        return after;
      });
    },

    async update(staff: Staff, slug: string, body: z.output<typeof UpdateCategoryBody>): Promise<AdminCategory> {
      return change(async (tx) => {
        const before = await mustRead(tx, slug);
        const sizes = body.sizes === undefined ? before.sizes : orderedSizes(body.sizes);
        checkGuide(sizes, body.sizeGuide === undefined ? before.sizeGuide : body.sizeGuide);
        await tx
          .update(categories)
          .set({
            ...(body.name !== undefined ? { name: body.name } : {}),
            ...(body.hindiName !== undefined ? { nameHi: body.hindiName } : {}),
            ...(body.hidden !== undefined ? { hidden: body.hidden } : {}),
            ...(body.image !== undefined ? { image: body.image } : {}),
            ...(body.hsn !== undefined ? { hsn: body.hsn } : {}),
            ...(body.sizes !== undefined ? { sizes } : {}),
            ...(body.sizeGuide !== undefined ? { sizeGuide: body.sizeGuide } : {}),
            updatedAt: clock.now(),
          })
          .where(eq(categories.slug, slug));
        if (body.position !== undefined) await renumber(tx, slug, body.position);
        const after = await mustRead(tx, slug);
        await recordAudit(tx, staff, {
          action: 'category.update',
          targetType: 'category',
          targetId: slug,
          before,
          after,
        });
        return after;
      });
    },

    async remove(staff: Staff, slug: string): Promise<AdminCategoriesResponse> {
      return change(async (tx) => {
        const before = await mustRead(tx, slug);
        const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(products).where(eq(products.category, slug));
        if (n > 0) throw new AppError('conflict', M.inUse(before.name, n), { code: 'category_in_use' });
        await tx.delete(categories).where(eq(categories.slug, slug));
        await renumber(tx, slug, null);
        await recordAudit(tx, staff, { action: 'category.delete', targetType: 'category', targetId: slug, before });
        return { categories: await readCategories(tx) };
      });
    },

    /** The product page's size guide: the chart in cm, null when the category has none. */
    async sizeGuide(slug: string): Promise<SizeGuideResponse> {
      const row = await categoryRow(db, slug);
      if (!row) throw categoryUnknown(slug, 'slug');
      return { category: row.slug, name: row.name, sizes: row.sizes, sizeGuide: row.sizeGuide ?? null };
    },
  };
}
