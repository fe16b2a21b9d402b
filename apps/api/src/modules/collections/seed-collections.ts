import { asc, count, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { collectionProducts, collections, products } from '../../db/schema';

// The seed's two collections (docs/decisions/098-collections.md): a manual "Diwali Edit" of the first ethnic pieces
// in the catalogue's order, and an automatic "Under ₹999". Written once, after the seed catalogue, when the shop has
// no collection; neither is in the menu until the owner puts it there. Each is titled in Hindi too, as migration 0049
// titles the ones a shop seeded before it (docs/decisions/175-collections-in-hindi.md).

/** How many products the seed's manual collection picks. */
export const DIWALI_EDIT_SIZE = 8;

export async function seedCollectionsIfEmpty(db: Db): Promise<{ seeded: boolean }> {
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ n: count() }).from(collections);
    if ((existing?.n ?? 0) > 0) return { seeded: false };
    const picks = await tx
      .select({ id: products.id })
      .from(products)
      .where(inArray(products.category, ['saree', 'suits', 'kurti']))
      .orderBy(asc(products.position), asc(products.id))
      .limit(DIWALI_EDIT_SIZE);
    const [diwali] = await tx
      .insert(collections)
      .values({
        slug: 'diwali-edit',
        title: 'Diwali Edit',
        titleHi: 'दिवाली एडिट',
        description: 'Sarees, suits and kurtis picked for the festival of lights.',
        seoTitle: 'Diwali Edit — festive sarees, suits and kurtis',
        seoDescription: 'Festive sarees, suits and kurtis picked for Diwali.',
        kind: 'manual',
        sort: 'newest',
      })
      .returning({ id: collections.id });
    if (diwali && picks.length > 0)
      await tx
        .insert(collectionProducts)
        .values(picks.map((p, position) => ({ collectionId: diwali.id, productId: p.id, position })));
    await tx.insert(collections).values({
      slug: 'under-999',
      title: 'Under ₹999',
      titleHi: '₹999 से कम',
      description: 'Everyday pieces from ₹999 down.',
      seoTitle: 'Under ₹999',
      seoDescription: 'Kurtis, tees and shorts at ₹999 or less.',
      kind: 'automatic',
      rules: [{ kind: 'price', maxPaise: 99_900 }],
      sort: 'price-asc',
    });
    return { seeded: true };
  });
}
