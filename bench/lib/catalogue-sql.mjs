// SQL that shapes a seeded shop for a scenario. The same text runs on PostgreSQL (psql) and on
// PGlite (pglite-sql.mjs), before the server starts, so no cache is stale. Each ends with one `select … as json`.

/**
 * Grows the seed catalogue to `total` products by copying seed products round-robin (new id, a
 * numbered title, the same per-size prices, stock and images), then bumps the catalogue version.
 */
export function growCatalogueSql(total) {
  return `
create temp table bench_src as
  select id, title, description, category, images, position,
         row_number() over (order by position, id) as rn
  from products;
create temp table bench_copies as
  select gen_random_uuid() as new_id, s.id as src_id, g as n
  from generate_series(1, greatest(0, ${Number(total)} - (select count(*) from bench_src))) as g
  join bench_src s on s.rn = 1 + (g - 1) % (select count(*) from bench_src);
insert into products (id, title, description, category, images, position)
  select c.new_id, s.title || ' · ' || c.n, s.description, s.category, s.images,
         (select max(position) from bench_src) + c.n
  from bench_copies c join bench_src s on s.id = c.src_id;
insert into product_variants (product_id, size, price_paise, original_price_paise, stock, position)
  select c.new_id, v.size, v.price_paise, v.original_price_paise, v.stock, v.position
  from bench_copies c join product_variants v on v.product_id = c.src_id;
update catalog_state set version = version + 1;
select json_agg(x)::text as json from (select count(*)::int as products from products) x;
`;
}

/** Gives one (product, size) of the first product by position `stock` units; answers which one. */
export function raiseStockSql(stock) {
  return `
update product_variants v set stock = ${Number(stock)}
  from (select pv.product_id, pv.size from product_variants pv join products p on p.id = pv.product_id
        order by p.position, p.id, pv.position limit 1) as pick
  where v.product_id = pick.product_id and v.size = pick.size;
update catalog_state set version = version + 1;
select json_agg(x)::text as json from (
  select product_id::text as "productId", size, stock from product_variants where stock = ${Number(stock)}) x;
`;
}

/** The stock of one (product, size) and the orders and units that reference it. */
export function stockAndOrdersSql(productId, size) {
  return `
select json_agg(x)::text as json from (select (select stock from product_variants where product_id = '${uuid(productId)}' and size = '${word(size)}') as stock,
       (select count(distinct order_id)::int from order_items where product_id = '${uuid(productId)}' and size = '${word(size)}') as orders,
       (select coalesce(sum(quantity), 0)::int from order_items where product_id = '${uuid(productId)}' and size = '${word(size)}') as units) x;
`;
}

function uuid(value) {
  if (!/^[0-9a-f-]{36}$/i.test(value)) throw new Error(`not a uuid: ${value}`);
  return value;
}
function word(value) {
  if (!/^[A-Za-z0-9]{1,10}$/.test(value)) throw new Error(`not a size: ${value}`);
  return value;
}
