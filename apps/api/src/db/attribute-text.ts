import { sql, type SQL } from 'drizzle-orm';
import { attributes, attributeValues, productAttributeValues } from './schema';

/**
 * A product's attribute words, as its search document holds them (`products.attribute_text`): each of its values'
 * names, and a value's Hindi name after it when it has one (docs/decisions/176-attribute-words-in-hindi.md), in the
 * shop's order (attribute position, then value position); '' for a product without values. `productId` is the
 * product's id in the enclosing statement (`p.id`). The one expression every writer of `attribute_text` uses.
 */
export function attributeTextOf(productId: SQL): SQL {
  return sql`coalesce((
    select string_agg(case when v.name_hi = '' then v.name else v.name || ' ' || v.name_hi end, ' '
      order by a.position, v.position)
    from ${productAttributeValues} pav
    join ${attributeValues} v on v.id = pav.value_id
    join ${attributes} a on a.id = v.attribute_id
    where pav.product_id = ${productId}), '')`;
}
