import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products } from '../../db/schema';

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
  };
}
