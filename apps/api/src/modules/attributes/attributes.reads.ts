import type { AttributeResponse } from '@vastra/domain/api';
import { CATALOG_ATTRIBUTE_MESSAGES as M } from '@vastra/domain/catalog';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { attributeTextOf } from '../../db/attribute-text';
import type { Db } from '../../db/client';
import { attributes, attributeValues, productAttributeValues, products } from '../../db/schema';
import { AppError } from '../../errors';

// Reading the shop's attributes, and the statements their changes share (docs/decisions/092-attributes.md).

export const notFound = () => new AppError('not-found', M.attributeNotFound);

/** Every attribute (or one) with its values and their product counts, in order: two statements. */
export async function readAttributes(db: Db, id?: string): Promise<AttributeResponse[]> {
  const heads = await db
    .select()
    .from(attributes)
    .where(id ? eq(attributes.id, id) : sql`true`)
    .orderBy(asc(attributes.position), asc(attributes.createdAt));
  if (heads.length === 0) return [];
  const values = await db
    .select({
      id: attributeValues.id,
      attributeId: attributeValues.attributeId,
      slug: attributeValues.slug,
      name: attributeValues.name,
      hindiName: attributeValues.nameHi,
      position: attributeValues.position,
      productCount: sql<number>`(select count(*)::int from ${productAttributeValues}
        where ${productAttributeValues.valueId} = ${attributeValues.id})`.mapWith(Number),
    })
    .from(attributeValues)
    .where(
      inArray(
        attributeValues.attributeId,
        heads.map((h) => h.id),
      ),
    )
    .orderBy(asc(attributeValues.position), asc(attributeValues.slug));
  return heads.map((h) => ({
    id: h.id,
    slug: h.slug,
    name: h.name,
    hindiName: h.nameHi,
    position: h.position,
    filter: h.filter,
    values: values
      .filter((v) => v.attributeId === h.id)
      .map((v) => ({
        id: v.id,
        slug: v.slug,
        name: v.name,
        hindiName: v.hindiName,
        position: v.position,
        productCount: v.productCount,
      })),
  }));
}

export async function mustRead(db: Db, id: string): Promise<AttributeResponse> {
  const [attribute] = await readAttributes(db, id);
  if (!attribute) throw notFound();
  return attribute;
}

/** Moves one row of an ordered list to `to` (clamped), renumbering the list 0…n−1 as given. */
export function reordered<T extends { id: string }>(rows: readonly T[], id: string, to: number): T[] {
  const from = rows.findIndex((r) => r.id === id);
  const list = [...rows];
  const [moved] = list.splice(from, 1);
  if (moved) list.splice(Math.min(to, list.length), 0, moved);
  return list;
}

/** Rewrites the search words of the products that have a value of `attributeId` (after a rename). */
export async function refreshAttributeText(tx: Db, attributeId: string): Promise<void> {
  await tx.execute(sql`
    update ${products} p set attribute_text = ${attributeTextOf(sql`p.id`)}
    where p.id in (
      select pav.product_id from ${productAttributeValues} pav
      join ${attributeValues} v on v.id = pav.value_id
      where v.attribute_id = ${attributeId})`);
}
