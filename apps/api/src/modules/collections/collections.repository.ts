import type { AdminCollection, CollectionBody } from '@vastra/domain/api';
import type { CollectionCondition } from '@vastra/domain/collections';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { attributes, attributeValues, collectionProducts, collections, products } from '../../db/schema';

// Collections' queries (docs/decisions/098-collections.md): no decisions here.

type Row = typeof collections.$inferSelect;
export type CollectionValues = z.output<typeof CollectionBody> & { slug: string };

async function productsOf(db: Db, id: string): Promise<AdminCollection['products']> {
  const rows = await db
    .select({ id: products.id, title: products.title, images: products.images, status: products.status })
    .from(collectionProducts)
    .innerJoin(products, eq(products.id, collectionProducts.productId))
    .where(eq(collectionProducts.collectionId, id))
    .orderBy(asc(collectionProducts.position));
  return rows.map((r) => ({ id: r.id, title: r.title, image: r.images[0] ?? null, status: r.status }));
}

function toAdmin(row: Row, list: AdminCollection['products']): AdminCollection {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    titleHi: row.titleHi,
    descriptionHi: row.descriptionHi,
    seoTitle: row.seoTitle,
    seoDescription: row.seoDescription,
    image: row.image,
    kind: row.kind as AdminCollection['kind'],
    rules: row.rules as CollectionCondition[],
    sort: row.sort as AdminCollection['sort'],
    visible: row.visible,
    showInNav: row.showInNav,
    navPosition: row.navPosition,
    products: list,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export const collectionsRepository = {
  async list(db: Db): Promise<AdminCollection[]> {
    const rows = await db
      .select()
      .from(collections)
      .orderBy(desc(collections.showInNav), asc(collections.navPosition), asc(collections.title));
    return Promise.all(rows.map(async (r) => toAdmin(r, r.kind === 'manual' ? await productsOf(db, r.id) : [])));
  },

  async read(db: Db, id: string): Promise<AdminCollection | null> {
    const [row] = await db.select().from(collections).where(eq(collections.id, id));
    if (!row) return null;
    return toAdmin(row, row.kind === 'manual' ? await productsOf(db, id) : []);
  },

  /** Whether a collection (hidden or not) has this id. */
  async exists(db: Db, id: string): Promise<boolean> {
    if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return false;
    const [row] = await db.select({ id: collections.id }).from(collections).where(eq(collections.id, id));
    return row !== undefined;
  },

  async slugOwner(db: Db, slug: string): Promise<string | null> {
    const [row] = await db.select({ id: collections.id }).from(collections).where(eq(collections.slug, slug));
    return row?.id ?? null;
  },

  async count(db: Db): Promise<number> {
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(collections);
    return row?.n ?? 0;
  },

  async insert(db: Db, values: CollectionValues, at: Date): Promise<string> {
    const [row] = await db
      .insert(collections)
      .values({ ...values, createdAt: at, updatedAt: at })
      .returning({ id: collections.id });
    if (!row) throw new Error('collection not inserted');
    return row.id;
  },

  async update(db: Db, id: string, values: CollectionValues, at: Date): Promise<void> {
    await db
      .update(collections)
      .set({ ...values, updatedAt: at })
      .where(eq(collections.id, id));
  },

  async lock(db: Db, id: string): Promise<Row | null> {
    const [row] = await db.select().from(collections).where(eq(collections.id, id)).for('update');
    return row ?? null;
  },

  async remove(db: Db, id: string): Promise<void> {
    await db.delete(collections).where(eq(collections.id, id));
  },

  async replaceProducts(db: Db, id: string, productIds: readonly string[]): Promise<void> {
    await db.delete(collectionProducts).where(eq(collectionProducts.collectionId, id));
    if (productIds.length > 0)
      await db
        .insert(collectionProducts)
        .values(productIds.map((productId, position) => ({ collectionId: id, productId, position })));
  },

  async existingProducts(db: Db, ids: readonly string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = await db
      .select({ id: products.id })
      .from(products)
      .where(inArray(products.id, [...ids]));
    return new Set(rows.map((r) => r.id));
  },

  /** The value slugs of an attribute, or null when no attribute has the slug. */
  async attributeValues(db: Db, slug: string): Promise<{ name: string; values: Set<string> } | null> {
    const rows = await db
      .select({ name: attributes.name, value: attributeValues.slug })
      .from(attributes)
      .leftJoin(attributeValues, eq(attributeValues.attributeId, attributes.id))
      .where(and(eq(attributes.slug, slug)));
    const first = rows[0];
    if (!first) return null;
    return { name: first.name, values: new Set(rows.flatMap((r) => (r.value ? [r.value] : []))) };
  },
};
