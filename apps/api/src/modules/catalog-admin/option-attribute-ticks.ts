import { tickGridValues, type GridAttribute } from '@vastra/domain/back-office';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** A product's variants just added: its second option's name and the values those variants carry. */
export interface AddedOptionValues {
  productId: string;
  option2Name: string | null;
  values: readonly string[];
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Ticks, for each product, the values of the shop's attribute its second option is named after ("Colour") that its
 * added variants carry (domain tickGridValues, the rule the product form's grid follows), beside the values it
 * already has, so the shop's colour filter finds a product whose colours came by the spreadsheet
 * (docs/decisions/099-variant-options.md). Returns how many values were ticked.
 */
export async function tickOptionAttributeValues(tx: Db, added: readonly AddedOptionValues[]): Promise<number> {
  const named = added.filter((a) => a.option2Name && a.values.length > 0);
  if (named.length === 0) return 0;
  const attributes = await gridAttributes(tx);
  const ticks = named.flatMap(({ productId, option2Name, values }) => {
    const { attribute, added: names } = tickGridValues(option2Name ?? '', values, attributes, {});
    const of = attributes.find((a) => a.name === attribute);
    if (!of) return [];
    return of.values.filter((v) => names.includes(v.name)).map((v) => ({ productId, valueId: v.id }));
  });
  if (ticks.length === 0) return 0;
  const inserted = rowsOf<{ productId: string }>(
    await tx.execute(sql`
      insert into product_attribute_values (product_id, value_id)
      select x."productId", x."valueId" from json_to_recordset(${JSON.stringify(ticks)}::json)
        as x("productId" uuid, "valueId" uuid)
      on conflict do nothing
      returning product_id as "productId"`),
  );
  return inserted.length;
}

interface AttributeWithIds extends GridAttribute {
  values: { id: string; slug: string; name: string }[];
}

async function gridAttributes(tx: Db): Promise<AttributeWithIds[]> {
  const rows = rowsOf<{ slug: string; name: string; valueId: string; valueSlug: string; valueName: string }>(
    await tx.execute(sql`
      select a.slug, a.name, v.id as "valueId", v.slug as "valueSlug", v.name as "valueName"
        from attributes a join attribute_values v on v.attribute_id = a.id
       order by a.position, v.position`),
  );
  const bySlug = new Map<string, AttributeWithIds>();
  for (const row of rows) {
    const attribute = bySlug.get(row.slug) ?? { slug: row.slug, name: row.name, values: [] };
    attribute.values.push({ id: row.valueId, slug: row.valueSlug, name: row.valueName });
    bySlug.set(row.slug, attribute);
  }
  return [...bySlug.values()];
}
