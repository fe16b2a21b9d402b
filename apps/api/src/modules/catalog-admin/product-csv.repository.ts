import type { CsvAttribute, CsvProduct, ProductStatus } from '@vastra/domain/back-office';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';

// The product spreadsheet's reads (docs/decisions/095-catalogue-csv.md): products with their sizes, photos and
// attribute values, in four statements however many products, for the export's batches and the import's check.

export type StoredCsvProduct = CsvProduct & { hasPhoto: boolean };

/** An attribute of the shop with its values, and their ids for the import's writes. */
export interface StoredCsvAttribute extends CsvAttribute {
  id: string;
  values: (CsvAttribute['values'][number] & { id: string })[];
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** A JSON array as one parameter: both drivers take it, whatever its length. */
const json = (value: unknown) => sql`${JSON.stringify(value)}::json`;

interface ProductRow {
  id: string;
  handle: string | null;
  title: string;
  description: string;
  category: string;
  status: string;
  returnable: boolean;
  images: string[];
  option2Name: string | null;
  tags: string[];
  hsn: string | null;
  titleHi: string;
  descriptionHi: string;
}

/** An image path made absolute against the shop's origin (an absolute URL stays as it is). */
export function absoluteImageUrl(origin: string, pathOrUrl: string): string {
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(pathOrUrl)
    ? pathOrUrl
    : `${origin}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

/** The products `where` picks (on `p`), in id order, with sizes in their order and photos in the storefront's. */
async function read(db: Db, where: SQL, limit: number | null, origin: string): Promise<StoredCsvProduct[]> {
  const products = rowsOf<ProductRow>(
    await db.execute(sql`
      select p.id, p.handle, p.title, p.description, p.category, p.status, p.returnable, p.images,
             p.option2_name as "option2Name", p.tags, p.hsn, p.title_hi as "titleHi",
             p.description_hi as "descriptionHi"
        from products p
       where ${where}
       order by p.id
       ${limit === null ? sql`` : sql`limit ${limit}`}`),
  );
  if (products.length === 0) return [];
  const ids = json(products.map((p) => p.id));
  const [variants, alts, values] = await Promise.all([
    db.execute(sql`
      select product_id as "productId", size, price_paise as "pricePaise",
             original_price_paise as "originalPricePaise", stock, sku, barcode, weight_grams as "weightGrams"
        from product_variants
       where product_id in (select value::uuid from json_array_elements_text(${ids}))
       order by product_id, position, size`),
    db.execute(sql`
      select product_id as "productId", url, alt
        from product_images
       where product_id in (select value::uuid from json_array_elements_text(${ids}))`),
    db.execute(sql`
      select pav.product_id as "productId", a.slug as attribute, v.slug as value
        from product_attribute_values pav
        join attribute_values v on v.id = pav.value_id
        join attributes a on a.id = v.attribute_id
       where pav.product_id in (select value::uuid from json_array_elements_text(${ids}))
       order by a.position, v.position`),
  ]);
  const attributesOf = new Map<string, Record<string, string[]>>();
  for (const row of rowsOf<{ productId: string; attribute: string; value: string }>(values)) {
    const of = attributesOf.get(row.productId) ?? {};
    (of[row.attribute] ??= []).push(row.value);
    attributesOf.set(row.productId, of);
  }
  const sizes = new Map<string, CsvProduct['variants'][number][]>();
  for (const v of rowsOf<{
    productId: string;
    size: string;
    pricePaise: number;
    originalPricePaise: number | null;
    stock: number;
    sku: string | null;
    barcode: string | null;
    weightGrams: number | null;
  }>(variants)) {
    const list = sizes.get(v.productId) ?? [];
    list.push({
      size: v.size,
      pricePaise: Number(v.pricePaise),
      originalPricePaise: v.originalPricePaise === null ? null : Number(v.originalPricePaise),
      stock: Number(v.stock),
      sku: v.sku,
      barcode: v.barcode,
      weightGrams: v.weightGrams === null ? null : Number(v.weightGrams),
    });
    sizes.set(v.productId, list);
  }
  const altOf = new Map(
    rowsOf<{ productId: string; url: string; alt: string }>(alts).map((a) => [`${a.productId} ${a.url}`, a.alt]),
  );
  return products.map((p) => ({
    id: p.id,
    handle: p.handle ?? p.id,
    title: p.title,
    description: p.description,
    category: p.category,
    status: p.status as ProductStatus,
    returnable: p.returnable,
    option2Name: p.option2Name,
    tags: p.tags,
    hsn: p.hsn,
    titleHi: p.titleHi,
    descriptionHi: p.descriptionHi,
    attributes: attributesOf.get(p.id) ?? {},
    variants: sizes.get(p.id) ?? [],
    images: p.images.map((url) => ({ url: absoluteImageUrl(origin, url), alt: altOf.get(`${p.id} ${url}`) ?? '' })),
    hasPhoto: p.images.length > 0,
  }));
}

export const productCsvRepository = {
  /** The shop's attributes in their order, each with its values in theirs (an attribute may have none yet). */
  async attributes(db: Db): Promise<StoredCsvAttribute[]> {
    const rows = rowsOf<{
      id: string;
      slug: string;
      name: string;
      nameHi: string;
      valueId: string | null;
      valueSlug: string | null;
      valueName: string | null;
      valueNameHi: string | null;
    }>(
      await db.execute(sql`
        select a.id, a.slug, a.name, a.name_hi as "nameHi", v.id as "valueId", v.slug as "valueSlug",
               v.name as "valueName", v.name_hi as "valueNameHi"
          from attributes a left join attribute_values v on v.attribute_id = a.id
         order by a.position, a.id, v.position`),
    );
    const byId = new Map<string, StoredCsvAttribute>();
    for (const r of rows) {
      const attribute = byId.get(r.id) ?? { id: r.id, slug: r.slug, name: r.name, nameHi: r.nameHi, values: [] };
      if (r.valueId !== null) {
        attribute.values.push({
          id: r.valueId,
          slug: r.valueSlug ?? '',
          name: r.valueName ?? '',
          nameHi: r.valueNameHi ?? '',
        });
      }
      byId.set(r.id, attribute);
    }
    return [...byId.values()];
  },

  /** The product of each of these SKUs that a variant has (keys lower-case): a SKU is the shop's once. */
  async skuOwners(db: Db, skus: readonly string[]): Promise<Map<string, string>> {
    if (skus.length === 0) return new Map();
    const rows = rowsOf<{ sku: string; productId: string }>(
      await db.execute(sql`
        select lower(v.sku) as sku, v.product_id as "productId" from product_variants v
         where lower(v.sku) in (select lower(value) from json_array_elements_text(${json(skus)}))`),
    );
    return new Map(rows.map((r) => [r.sku, r.productId]));
  },

  /** The next `limit` products after the id (all from the first when null), for the export. */
  page(db: Db, after: string | null, limit: number, origin: string) {
    return read(db, after === null ? sql`true` : sql`p.id > ${after}::uuid`, limit, origin);
  },

  /**
   * The products a file names, by handle or by id (handles lower-case), locked until the transaction ends when
   * `lock` (in id order, so two imports queue instead of deadlocking).
   */
  async named(db: Db, keys: readonly string[], origin: string, lock: boolean): Promise<StoredCsvProduct[]> {
    const uuids = keys.filter((k) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(k));
    const where = sql`(p.handle in (select value from json_array_elements_text(${json(keys)}))
      or (p.handle is null and p.id in (select value::uuid from json_array_elements_text(${json(uuids)}))))`;
    if (lock) {
      await db.execute(sql`select 1 from products p where ${where} order by p.id for update`);
      // Their sizes too, in (product, size) order as orders lock them: a sale between the check and the write
      // waits, so the stock the file sets is the stock the preview compared against.
      await db.execute(sql`
        select 1 from product_variants v
         where v.product_id in (select p.id from products p where ${where})
         order by v.product_id, v.size
           for update`);
    }
    return read(db, where, null, origin);
  },
};
