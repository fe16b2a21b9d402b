// SQL that gives the products grown by lib/catalogue-size-sql.mjs attribute values (docs/decisions/092-attributes.md),
// for bench/search-attributes-50k.mjs. The seed's own products keep the values the seed gave them; every other
// product gets, as a shop owner would enter them:
// - fabric: read from its title ("Indigo Block Print Cotton Kurta" → cotton; Chanderi → cotton and silk, Mulmul →
//   cotton), as apps/api/src/db/seed/seed-attributes.ts reads the seed's;
// - colour: read from its title (Indigo → blue, Off-White → white, Rust → orange, …); one product in eight also has
//   a second colour (a two-tone print);
// - occasion: one or two of the defaults, festive and wedding likelier for silk, georgette, chiffon and crepe.
// Then each product's `attribute_text` is written as the API writes it (apps/api/src/db/attribute-text.ts),
// and the catalogue's version moves. The same text runs on PostgreSQL and PGlite; it ends with one `select … as json`.

const FABRIC_WORDS = [
  ['Cotton', ['cotton']],
  ['Silk', ['silk']],
  ['Linen', ['linen']],
  ['Rayon', ['rayon']],
  ['Georgette', ['georgette']],
  ['Chanderi', ['cotton', 'silk']],
  ['Mulmul', ['cotton']],
  ['Khadi', ['khadi']],
  ['Crepe', ['crepe']],
  ['Chiffon', ['chiffon']],
  ['Denim', ['denim']],
];
const COLOUR_WORDS = [
  ['Blue', 'blue'],
  ['Indigo', 'blue'],
  ['Maroon', 'maroon'],
  ['Mustard', 'yellow'],
  ['Emerald Green', 'green'],
  ['Ivory', 'white'],
  ['Black', 'black'],
  ['Peach', 'orange'],
  ['Rani Pink', 'pink'],
  ['Teal', 'green'],
  ['Off-White', 'white'],
  ['Navy', 'blue'],
  ['Red', 'red'],
  ['Lavender', 'purple'],
  ['Olive', 'green'],
  ['Rust', 'orange'],
];
/** A second colour for a two-tone print, drawn from the colour attribute's defaults. */
const SECOND_COLOURS = ['multi', 'beige', 'grey', 'white', 'red', 'black'];

const pickSecondColour = (r) =>
  `(array[${SECOND_COLOURS.map((c) => `'${c}'`).join(',')}])[1 + floor(${r} * ${SECOND_COLOURS.length})::int]`;
const values = (rows) => rows.map((cells) => `(${cells.map((c) => `'${c}'`).join(', ')})`).join(',\n    ');

export function attributeValuesSql() {
  const fabricRows = FABRIC_WORDS.flatMap(([word, slugs]) => slugs.map((slug) => [word, slug]));
  return `
select setseed(0.27);
create temp table bench_plain as
  select p.id, ' ' || p.title || ' ' as t, random() as r1, random() as r2, random() as r3
  from products p
  where not exists (select 1 from product_attribute_values pav where pav.product_id = p.id);
create temp table bench_fabric_words (word text, slug text);
insert into bench_fabric_words values
    ${values(fabricRows)};
create temp table bench_colour_words (word text, slug text);
insert into bench_colour_words values
    ${values(COLOUR_WORDS)};
create temp table bench_pav (product_id uuid, attribute text, value text);
insert into bench_pav
  select distinct b.id, 'fabric', w.slug
  from bench_plain b join bench_fabric_words w on b.t like '% ' || w.word || ' %';
insert into bench_pav
  select distinct b.id, 'colour', w.slug
  from bench_plain b join bench_colour_words w on b.t like '% ' || w.word || ' %';
insert into bench_pav
  select b.id, 'colour', ${pickSecondColour('b.r3')}
  from bench_plain b where b.r1 < 0.125;
create temp table bench_dressy as
  select distinct product_id as id from bench_pav
  where attribute = 'fabric' and value in ('silk', 'georgette', 'chiffon', 'crepe');
insert into bench_pav
  select b.id, 'occasion',
         case when d.id is not null then (array['festive','wedding','party','festive'])[1 + floor(b.r2 * 4)::int]
              else (array['casual','office','casual','festive'])[1 + floor(b.r2 * 4)::int] end
  from bench_plain b left join bench_dressy d on d.id = b.id;
insert into bench_pav
  select b.id, 'occasion', case when d.id is not null then 'party' else 'office' end
  from bench_plain b left join bench_dressy d on d.id = b.id
  where b.r1 > 0.8;
insert into product_attribute_values (product_id, value_id)
  select r.product_id, v.id
  from bench_pav r
  join attributes a on a.slug = r.attribute
  join attribute_values v on v.attribute_id = a.id and v.slug = r.value
  on conflict do nothing;
update products p set attribute_text = t.text
  from (
    select pav.product_id as id,
      string_agg(case when v.name_hi = '' then v.name else v.name || ' ' || v.name_hi end, ' '
        order by a.position, v.position) as text
    from product_attribute_values pav
    join attribute_values v on v.id = pav.value_id
    join attributes a on a.id = v.attribute_id
    where pav.product_id in (select id from bench_plain)
    group by pav.product_id
  ) t
  where p.id = t.id;
update catalog_state set version = version + 1;
analyze;
select json_agg(x)::text as json from (
  select (select count(*)::int from product_attribute_values) as "attributeValues",
         (select count(distinct product_id)::int from product_attribute_values) as "productsWithValues",
         (select json_object_agg(slug, n) from (
            select a.slug, count(*)::int as n from product_attribute_values pav
            join attribute_values v on v.id = pav.value_id join attributes a on a.id = v.attribute_id
            group by a.slug) c) as "perAttribute") x;
`;
}
