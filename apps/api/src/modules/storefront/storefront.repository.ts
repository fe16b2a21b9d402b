import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, products } from '../../db/schema';

export type StorefrontRepository = ReturnType<typeof createStorefrontRepository>;

export function createStorefrontRepository(db: Db) {
  return {
    /** When each active product last changed, for the sitemap's lastmod. One statement. */
    async updatedAtOfActive(): Promise<Map<string, Date>> {
      const rows = await db
        .select({ id: products.id, updatedAt: products.updatedAt })
        .from(products)
        .where(eq(products.status, 'active'));
      return new Map(rows.map((row) => [row.id, row.updatedAt]));
    },

    /** The shown categories' slugs in the shop's order (docs/decisions/097-categories.md). One statement. */
    async shownCategories(): Promise<string[]> {
      const rows = await db
        .select({ slug: categories.slug })
        .from(categories)
        .where(eq(categories.hidden, false))
        .orderBy(asc(categories.position), asc(categories.slug));
      return rows.map((row) => row.slug);
    },
  };
}
