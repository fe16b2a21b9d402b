import type { ProductImportPlan } from '@vastra/domain/back-office';
import { sql } from 'drizzle-orm';
import { attributeTextOf } from '../../db/attribute-text';
import type { Db } from '../../db/client';
import type { StoredCsvAttribute } from './product-csv.repository';

// The product spreadsheet's attribute values written inside the apply's transaction
// (docs/decisions/177-the-spreadsheet-carries-the-whole-catalogue.md): what replaceProductAttributes does for the
// product form, for every product of the file at once — one statement per kind however many products.

const json = (value: unknown) => sql`${JSON.stringify(value)}::json`;

/**
 * Replaces, for each plan, the values of each attribute the file changes (the attribute's whole list; the product's
 * other attributes keep theirs). `ids`: the new products' ids by handle. Returns how many values were written; the
 * products' search words are the caller's to rewrite (rewriteAttributeText, or in the statement that updates them).
 */
export async function writeAttributeValues(
  tx: Db,
  plans: readonly ProductImportPlan[],
  ids: ReadonlyMap<string, string>,
  attributes: readonly StoredCsvAttribute[],
): Promise<number> {
  const bySlug = new Map(attributes.map((a) => [a.slug, a]));
  const cleared: { productId: string; attributeId: string }[] = [];
  const values: { productId: string; valueId: string }[] = [];
  for (const plan of plans) {
    const productId = plan.id ?? ids.get(plan.handle);
    const lists = Object.entries(plan.attributes);
    if (!productId || lists.length === 0) continue;
    for (const [slug, slugs] of lists) {
      // The check read these attributes in this transaction: a slug it does not have is a bug, not a file's error.
      const attribute = bySlug.get(slug);
      if (!attribute) throw new Error(`attribute ${slug} not read`);
      if (plan.id !== null) cleared.push({ productId, attributeId: attribute.id });
      for (const value of attribute.values)
        if (slugs.includes(value.slug)) values.push({ productId, valueId: value.id });
    }
  }
  if (cleared.length > 0) {
    await tx.execute(sql`
      delete from product_attribute_values pav
       using attribute_values v, json_to_recordset(${json(cleared)}) as x("productId" uuid, "attributeId" uuid)
       where v.id = pav.value_id and v.attribute_id = x."attributeId" and pav.product_id = x."productId"`);
  }
  if (values.length > 0) {
    await tx.execute(sql`
      insert into product_attribute_values (product_id, value_id)
      select x."productId", x."valueId"
        from json_to_recordset(${json(values)}) as x("productId" uuid, "valueId" uuid)`);
  }
  return values.length;
}

/** Rewrites the search words (`attribute_text`) of these products from their values, as every writer of it does. */
export async function rewriteAttributeText(tx: Db, productIds: readonly string[]): Promise<void> {
  const ids = [...new Set(productIds)];
  if (ids.length === 0) return;
  await tx.execute(sql`
    update products p set attribute_text = t.text
      from (select p2.id, ${attributeTextOf(sql`p2.id`)} as text from products p2
             where p2.id in (select value::uuid from json_array_elements_text(${json(ids)}))) t
     where p.id = t.id and p.attribute_text is distinct from t.text`);
}
