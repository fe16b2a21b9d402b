import type { ProductAttribute } from '@vastra/domain/api';
import { sql, type SQL } from 'drizzle-orm';
import { attributeTextOf } from '../../db/attribute-text';
import type { Db } from '../../db/client';
import { attributes, attributeValues, productAttributeValues } from '../../db/schema';

// Products' attribute values as the catalogue reads and the seed writes them (docs/decisions/092-attributes.md).

/**
 * One value of one product as a json_agg row gives it: attribute slug, name and Hindi name, value slug, name and Hindi
 * name ('' for none: docs/decisions/174-attribute-names-in-hindi.md; absent from rows read before it).
 */
interface PairJson {
  a: string;
  an: string;
  ah?: string;
  v: string;
  vn: string;
  vh?: string;
}

/**
 * The product → values subquery the catalogue's load joins: per product, its values as JSON in the shop's order
 * (attribute position, then value position), one aggregate grouped by product.
 */
export function productAttributesSubquery(db: Db) {
  return db
    .select({
      productId: productAttributeValues.productId,
      pairs: sql<PairJson[] | string>`json_agg(json_build_object('a', ${attributes.slug}, 'an', ${attributes.name},
        'ah', ${attributes.nameHi}, 'v', ${attributeValues.slug}, 'vn', ${attributeValues.name},
        'vh', ${attributeValues.nameHi})
        order by ${attributes.position}, ${attributeValues.position})::text`.as('attribute_pairs'),
    })
    .from(productAttributeValues)
    .innerJoin(attributeValues, sql`${attributeValues.id} = ${productAttributeValues.valueId}`)
    .innerJoin(attributes, sql`${attributes.id} = ${attributeValues.attributeId}`)
    .groupBy(productAttributeValues.productId)
    .as('product_attribute_pairs');
}

/**
 * The pairs of the subquery above as the product answer's `attributes`, grouped by attribute in order. With `same`
 * (one per catalogue read), an attribute with the same names and values as one already read is that one: thousands of
 * products share "Fabric: Cotton", and one object for all of them keeps the heap's old generation small
 * (docs/decisions/195-catalogue-kept-small.md). The objects are never changed once read.
 */
export function attributesOfPairs(
  pairs: PairJson[] | string | null,
  same?: Map<string, ProductAttribute>,
): ProductAttribute[] {
  if (pairs === null) return [];
  const list = typeof pairs === 'string' ? (JSON.parse(pairs) as PairJson[]) : pairs;
  const out: ProductAttribute[] = [];
  for (const pair of list) {
    let last = out[out.length - 1];
    if (!last || last.slug !== pair.a) {
      last = pair.ah
        ? { slug: pair.a, name: pair.an, hindiName: pair.ah, values: [] }
        : { slug: pair.a, name: pair.an, values: [] };
      out.push(last);
    }
    last.values.push(pair.vh ? { slug: pair.v, name: pair.vn, hindiName: pair.vh } : { slug: pair.v, name: pair.vn });
  }
  if (!same) return out;
  return out.map((attribute) => {
    const key = JSON.stringify(attribute);
    const held = same.get(key);
    if (held) return held;
    same.set(key, attribute);
    return attribute;
  });
}

/** Stores seed products' values by slugs (unknown slugs are skipped); one statement. */
export async function storeSeedAttributes(
  tx: Db,
  rows: readonly { productId: string; attribute: string; value: string }[],
): Promise<void> {
  if (rows.length === 0) return;
  await tx.execute(sql`
    insert into ${productAttributeValues} (product_id, value_id)
    select r.product_id, v.id
    from unnest(${sql.param(rows.map((r) => r.productId))}::uuid[], ${sql.param(rows.map((r) => r.attribute))}::text[],
      ${sql.param(rows.map((r) => r.value))}::text[]) as r(product_id, attribute, value)
    join ${attributes} a on a.slug = r.attribute
    join ${attributeValues} v on v.attribute_id = a.id and v.slug = r.value
    on conflict do nothing`);
}

/**
 * Rewrites `attribute_text` (the search document's attribute words) of the products `where` picks (null: every
 * product) from their values' names; only rows whose text changes are written. One statement.
 */
export async function setProductAttributeText(tx: Db, where: SQL | null): Promise<void> {
  await tx.execute(sql`
    update products p set attribute_text = t.text
    from (select p2.id, ${attributeTextOf(sql`p2.id`)} as text from products p2 where ${where ?? sql`true`}) t
    where p.id = t.id and p.attribute_text is distinct from t.text`);
}
