// SQL that adds the collections bench's three collections (bench/collections-50k.mjs) to a grown shop, as the back
// office would store them (docs/decisions/098-collections.md): automatic on category and price, automatic on an
// attribute, and manual with MANUAL_PRODUCTS products in an order of their own. The same text runs on PostgreSQL (psql)
// and PGlite (pglite-sql.mjs); it ends with one `select … as json`: how many active products each one lists.

export const MANUAL_PRODUCTS = 200;

export const BENCH_COLLECTIONS = [
  {
    slug: 'kurtis-under-999',
    title: 'Kurtis under ₹999',
    kind: 'automatic',
    sort: 'price-asc',
    rules: [
      { kind: 'category', category: 'kurti' },
      { kind: 'price', maxPaise: 99_900 },
    ],
  },
  {
    slug: 'cotton-edit',
    title: 'The cotton edit',
    kind: 'automatic',
    sort: 'newest',
    rules: [{ kind: 'attribute', attribute: 'fabric', values: ['cotton'] }],
  },
  { slug: 'owners-picks', title: 'Owner’s picks', kind: 'manual', sort: 'newest', rules: [] },
];

const text = (value) => `'${String(value).replace(/'/g, "''")}'`;

export function collectionsSql() {
  const inserts = BENCH_COLLECTIONS.map(
    (c) =>
      `insert into collections (slug, title, kind, sort, rules) values (${text(c.slug)}, ${text(c.title)}, ` +
      `${text(c.kind)}, ${text(c.sort)}, ${text(JSON.stringify(c.rules))}::jsonb);`,
  ).join('\n');
  return `
${inserts}
-- The manual one: every 7th active product by title (spread over the catalogue), in an order of their own.
insert into collection_products (collection_id, product_id, position)
select c.id, p.id, (row_number() over (order by p.id) - 1)::int
from collections c,
  (select id from (select id, row_number() over (order by title, id) as n from products where status = 'active') s
   where n % 7 = 0 order by id limit ${MANUAL_PRODUCTS}) p
where c.slug = 'owners-picks';
update catalog_state set version = version + 1;
analyze;
select json_object_agg(slug, kind)::text as json from collections
where slug in (${BENCH_COLLECTIONS.map((c) => text(c.slug)).join(', ')});
`;
}
