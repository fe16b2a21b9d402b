import type { CollectionCondition } from '@vastra/domain/collections';
import { sql, type SQL } from 'drizzle-orm';

// An automatic collection's conditions as one SQL predicate over `products p`, with the meaning of the domain's
// `matchesCollectionRules` (packages/domain/src/collections/collection-rules.ts); collection-rules.sql.test.ts holds
// the two to the same answers. Every value is a bound parameter.

const DAY_MS = 86_400_000;

/** The product's lowest regular price of any size (null without sizes), as `fromPricePaise`. */
export const FROM_PRICE = sql`(select min(v.price_paise) from product_variants v where v.product_id = p.id)`;

function conditionSql(c: CollectionCondition, at: Date): SQL {
  switch (c.kind) {
    case 'category':
      return sql`p.category = ${c.category}`;
    case 'price': {
      const parts: SQL[] = [];
      if (c.minPaise !== undefined) parts.push(sql`${FROM_PRICE} >= ${c.minPaise}`);
      if (c.maxPaise !== undefined) parts.push(sql`${FROM_PRICE} <= ${c.maxPaise}`);
      return sql.join(parts, sql` and `);
    }
    case 'attribute':
      return sql`exists (select 1 from product_attribute_values pav
        join attribute_values av on av.id = pav.value_id
        join attributes a on a.id = av.attribute_id
        where pav.product_id = p.id and a.slug = ${c.attribute}
          and av.slug in (${sql.join(
            c.values.map((v) => sql`${v}`),
            sql`, `,
          )}))`;
    case 'tag':
      return sql`p.tags @> array[${c.tag}]::text[]`;
    case 'new':
      return sql`p.created_at >= ${new Date(at.getTime() - c.days * DAY_MS).toISOString()}::timestamptz`;
    case 'on-sale': {
      const now = at.toISOString();
      // priceAt: a live sale that lowers a size's price (percent off rounded half up, as divideHalfUp).
      return sql`exists (select 1 from sale_prices s join product_variants v on v.product_id = p.id
        where not s.paused and s.starts_at <= ${now}::timestamptz and s.ends_at > ${now}::timestamptz
          and ((s.target_kind = 'size' and s.product_id = p.id and s.size = v.size)
            or (s.target_kind = 'product' and s.product_id = p.id)
            or (s.target_kind = 'category' and s.category = p.category))
          and (case when s.price_type = 'fixed' then s.price_paise
               else v.price_paise - (2::bigint * v.price_paise * s.percent + 100) / 200 end) < v.price_paise)`;
    }
  }
}

/** All of the conditions, over `products p`, at the moment `at`. */
export function collectionRulesSql(rules: readonly CollectionCondition[], at: Date): SQL {
  if (rules.length === 0) return sql`false`;
  return sql.join(
    rules.map((c) => sql`(${conditionSql(c, at)})`),
    sql` and `,
  );
}
