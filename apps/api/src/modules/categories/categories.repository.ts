import type { AdminCategory } from '@vastra/domain/api';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, products } from '../../db/schema';

// The categories' queries (docs/decisions/097-categories.md): no decisions here.

export type CategoryRow = typeof categories.$inferSelect;

/** Every category (or one) in order, each with how many products (any status) are in it: one statement. */
export async function readCategories(db: Db, slug?: string): Promise<AdminCategory[]> {
  const rows = await db
    .select({
      row: categories,
      productCount: sql<number>`(select count(*)::int from ${products}
        where ${products.category} = ${categories.slug})`.mapWith(Number),
    })
    .from(categories)
    .where(slug === undefined ? sql`true` : eq(categories.slug, slug))
    .orderBy(asc(categories.position), asc(categories.slug));
  return rows.map(({ row, productCount }) => ({
    slug: row.slug,
    name: row.name,
    hindiName: row.nameHi,
    position: row.position,
    hidden: row.hidden,
    image: row.image,
    hsn: row.hsn,
    sizes: row.sizes,
    sizeGuide: row.sizeGuide ?? null,
    productCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

/** The categories in order without counts: what the storefront and the search read. */
export async function listCategoryRows(db: Db): Promise<CategoryRow[]> {
  return db.select().from(categories).orderBy(asc(categories.position), asc(categories.slug));
}

export async function categoryRow(db: Db, slug: string): Promise<CategoryRow | null> {
  const [row] = await db.select().from(categories).where(eq(categories.slug, slug)).limit(1);
  return row ?? null;
}
