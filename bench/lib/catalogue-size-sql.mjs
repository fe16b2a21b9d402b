// SQL that grows a seeded shop to `total` products for the catalogue-size bench (bench/catalogue-size.mjs), with
// reviews and recent orders so ratings and the 'popular' sort have data. The same text runs on PostgreSQL (psql)
// and PGlite (pglite-sql.mjs) before the server starts; it ends with one `select … as json`.
//
// New products copy the images and sizes of a seed product of the same category; their titles are made as a boutique
// writes them (colour, print, fabric, cut: "Indigo Block Print Cotton Kurta"), prices spread around the source's,
// 40 % discounted, 3 % sold out, created over 400 days. About a third of the products have 1–6 reviews (mostly 4–5
// stars); total ÷ 2 orders (at least 200) of 1–2 lines over the last 60 days, skewed towards few products, delivered
// and invoiced (delivered-invoices-sql.mjs).

import { deliveredInvoicesSql } from './delivered-invoices-sql.mjs';

const COLOURS = [
  'Blue',
  'Indigo',
  'Maroon',
  'Mustard',
  'Emerald Green',
  'Ivory',
  'Black',
  'Peach',
  'Rani Pink',
  'Teal',
  'Off-White',
  'Navy',
  'Red',
  'Lavender',
  'Olive',
  'Rust',
];
const FABRICS = ['Cotton', 'Silk', 'Linen', 'Rayon', 'Georgette', 'Chanderi', 'Mulmul', 'Khadi', 'Crepe', 'Chiffon'];
const PRINTS = ['Printed', 'Embroidered', 'Block Print', 'Chikankari', 'Bandhani', 'Ikat', 'Zari', 'Solid', 'Floral'];
const STYLES = {
  kurti: ['Kurta', 'Kurti', 'Anarkali Kurta', 'A-line Kurti', 'Straight Kurta', 'Angrakha Kurta', 'Kaftan Kurti'],
  suits: ['Salwar Suit Set', 'Anarkali Suit', 'Palazzo Suit Set', 'Sharara Set', 'Churidar Suit'],
  't-shirt': ['Crew Neck T-Shirt', 'Oversized T-Shirt', 'Polo T-Shirt', 'Graphic Tee', 'V-Neck T-Shirt'],
  saree: ['Saree', 'Banarasi Saree', 'Chanderi Saree', 'Kanjeevaram Saree', 'Bandhani Saree', 'Organza Saree'],
  shorts: ['Cotton Shorts', 'Denim Shorts', 'Bermuda Shorts', 'Lounge Shorts', 'Cargo Shorts'],
};
const COMMENTS = [
  'Lovely fabric and the colour is exactly as shown.',
  'Fits well, true to size. Will order again.',
  'Good quality for the price, stitching is neat.',
  'Soft and comfortable for daily wear.',
  'Colour slightly darker than the photo but still nice.',
  'Beautiful work, got many compliments at the function.',
  'Delivery was quick and the packing was good.',
  'Size ran a little small, exchange was easy.',
];

const arr = (xs) => `array[${xs.map((x) => `'${x.replace(/'/g, "''")}'`).join(',')}]`;
const pick = (xs, r) => `(${arr(xs)})[1 + floor(${r} * ${xs.length})::int]`;
const styleOf = (r) =>
  `case n.category ${Object.entries(STYLES)
    .map(([category, styles]) => `when '${category}' then ${pick(styles, r)}`)
    .join(' ')} end`;

export function catalogueSizeSql(total) {
  const n = Number(total);
  if (!Number.isInteger(n) || n < 1) throw new Error(`not a catalogue size: ${total}`);
  const orders = Math.max(200, Math.floor(n / 2));
  return `
select setseed(0.15);
create temp table bench_src as
  select p.id, p.category, p.images,
         row_number() over (partition by p.category order by p.position, p.id) as rn,
         count(*) over (partition by p.category) as cnt
  from products p;
create temp table bench_new as
  select gen_random_uuid() as id, g as n,
         (array['kurti','suits','t-shirt','saree','shorts'])[1 + g % 5] as category,
         random() as r1, random() as r2, random() as r3, random() as r4, random() as r5, random() as r6
  from generate_series(1, greatest(0, ${n} - (select count(*) from products))) as g;
insert into products (id, title, description, category, images, position, created_at, updated_at)
  select n.id,
         ${pick(COLOURS, 'n.r1')} || case when n.r6 < 0.8 then ' ' || ${pick(PRINTS, 'n.r2')} else '' end
           || ' ' || ${pick(FABRICS, 'n.r3')} || ' ' || ${styleOf('n.r4')},
         'A ' || lower(${pick(FABRICS, 'n.r3')}) || ' ' || lower(${styleOf('n.r4')}) || ' in '
           || lower(${pick(COLOURS, 'n.r1')}) || ', finished by hand. Breathable and light, made for long days '
           || 'and festive evenings alike. Regular fit; machine wash cold, dry in shade.',
         n.category, s.images, (select max(position) from products) + n.n,
         now() - n.r5 * interval '400 days', now() - n.r5 * interval '40 days'
  from bench_new n join bench_src s on s.category = n.category and s.rn = 1 + (n.n / 5) % s.cnt;
insert into product_variants (product_id, size, price_paise, original_price_paise, stock, position)
  select n.id, v.size,
         greatest(19900, (round(v.price_paise * (0.6 + n.r4 * 0.9) / 10000) * 10000 - 100)::int),
         case when n.r2 < 0.4
              then (round(v.price_paise * (0.6 + n.r4 * 0.9) * (1.25 + n.r1 * 0.4) / 10000) * 10000 - 100)::int end,
         case when n.r6 > 0.97 then 0 else 1 + floor(n.r5 * 40)::int end,
         v.position
  from bench_new n
  join bench_src s on s.category = n.category and s.rn = 1 + (n.n / 5) % s.cnt
  join product_variants v on v.product_id = s.id;
create temp table bench_all as
  select id, title, row_number() over (order by position, id) as rn from products;
insert into users (full_name, email, phone, password_hash)
  select 'Bench Shopper ' || i, 'bench.shopper' || i || '@example.in', '+9171' || lpad(i::text, 8, '0'), 'x'
  from generate_series(1, 2000) as i;
create temp table bench_users as select id, row_number() over (order by phone) as rn from users
  where phone like '+9171%';
insert into reviews (product_id, user_id, user_name, rating, comment, created_at)
  select a.id, u.id, 'Bench Shopper ' || u.rn, 5 - floor(random() * random() * 5)::int,
         ${pick(COMMENTS, 'random()')}, now() - random() * interval '300 days'
  from bench_all a
  cross join lateral generate_series(1, 1 + (a.rn % 6)::int) as k
  join bench_users u on u.rn = 1 + (a.rn * 7 + k) % 2000
  where a.rn % 3 = 1;
create temp table bench_orders as
  select gen_random_uuid() as id, i, now() - random() * interval '60 days' as created
  from generate_series(1, ${orders}) as i;
insert into orders (id, user_id, status, total_paise, payment_mode, money_state, customer_name, customer_email,
                    customer_phone, address, city, state, pincode, created_at, updated_at)
  select o.id, u.id, 'delivered', 99900, 'cod', 'cod', 'Bench Shopper', 'bench@example.in', '+919876543210',
         '14 MG Road, Koregaon Park', 'Pune', 'Maharashtra', '411001', o.created, o.created
  from bench_orders o join bench_users u on u.rn = 1 + o.i % 2000;
create temp table bench_lines as
  select o.id as order_id, o.i, k, 1 + floor((select count(*) from bench_all) * power(random(), 3))::int as prn
  from bench_orders o cross join lateral generate_series(0, (o.i % 2)::int) as k;
insert into order_items (order_id, product_id, title, size, quantity, unit_price_paise, position)
  select l.order_id, a.id, a.title, v.size, 1 + (l.i % 3 = 0)::int, v.price_paise, l.k
  from bench_lines l
  join bench_all a on a.rn = l.prn
  cross join lateral (select size, price_paise from product_variants pv where pv.product_id = a.id
                      order by pv.position limit 1) as v;
${deliveredInvoicesSql()}
update catalog_state set version = version + 1;
analyze;
select json_agg(x)::text as json from (
  select (select count(*)::int from products) as products,
         (select count(*)::int from product_variants) as sizes,
         (select count(*)::int from reviews) as reviews,
         (select count(*)::int from orders) as orders,
         (select count(*)::int from order_items) as "orderLines",
         (select id::text from bench_all where rn = 1) as "firstProductId",
         (select json_agg(id::text) from (select id from bench_all
            order by (rn * 7919) % 10007, rn limit 300) s) as "productIds",
         (select json_agg(id::text) from (select id from bench_all where rn % 3 = 1
            order by (rn * 7919) % 10007, rn limit 300) s) as "reviewedIds") x;
`;
}
