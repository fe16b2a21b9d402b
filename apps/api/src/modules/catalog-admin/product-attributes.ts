import type { ProductAttributeValues } from '@vastra/domain/api';
import { CATALOG_ATTRIBUTE_MESSAGES as M } from '@vastra/domain/catalog';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { attributeTextOf } from '../../db/attribute-text';
import type { Db } from '../../db/client';
import { attributes, attributeValues, productAttributeValues, products } from '../../db/schema';
import { AppError } from '../../errors';

// A product's attribute values in the back office (docs/decisions/092-attributes.md): read as slugs, replaced whole.

/** The product's values: attribute slug → value slugs, both in the shop's order. One statement. */
export async function readProductAttributes(db: Db, productId: string): Promise<ProductAttributeValues> {
  const rows = await db
    .select({ attribute: attributes.slug, value: attributeValues.slug })
    .from(productAttributeValues)
    .innerJoin(attributeValues, eq(attributeValues.id, productAttributeValues.valueId))
    .innerJoin(attributes, eq(attributes.id, attributeValues.attributeId))
    .where(eq(productAttributeValues.productId, productId))
    .orderBy(asc(attributes.position), asc(attributeValues.position));
  const out: Record<string, string[]> = {};
  for (const row of rows) (out[row.attribute] ??= []).push(row.value);
  return out;
}

/**
 * Replaces the product's values with `values` (attribute slug → value slugs) and rewrites its search words, inside
 * the caller's transaction. An attribute or value the shop does not have is a 422 naming it; nothing is written then.
 */
export async function replaceProductAttributes(
  tx: Db,
  productId: string,
  values: ProductAttributeValues,
): Promise<void> {
  const slugs = Object.keys(values);
  const known =
    slugs.length === 0
      ? []
      : await tx
          .select({
            attribute: attributes.slug,
            attributeName: attributes.name,
            value: attributeValues.slug,
            valueId: attributeValues.id,
          })
          .from(attributes)
          .leftJoin(attributeValues, eq(attributeValues.attributeId, attributes.id))
          .where(inArray(attributes.slug, slugs));
  const ids: string[] = [];
  for (const [slug, wanted] of Object.entries(values)) {
    const rows = known.filter((r) => r.attribute === slug);
    const first = rows[0];
    if (!first) {
      throw new AppError('unprocessable', M.unknownAttribute(slug), { field: `attributes.${slug}` });
    }
    for (const value of wanted) {
      const row = rows.find((r) => r.value === value);
      if (!row?.valueId) {
        throw new AppError('unprocessable', M.unknownValue(value, first.attributeName), {
          field: `attributes.${slug}`,
        });
      }
      ids.push(row.valueId);
    }
  }
  await tx.delete(productAttributeValues).where(eq(productAttributeValues.productId, productId));
  if (ids.length > 0) {
    await tx.insert(productAttributeValues).values(ids.map((valueId) => ({ productId, valueId })));
  }
  await tx.execute(
    sql`update ${products} p set attribute_text = ${attributeTextOf(sql`p.id`)} where p.id = ${productId}`,
  );
}
