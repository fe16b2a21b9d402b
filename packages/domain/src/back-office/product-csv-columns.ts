import { splitVariantKey } from '../catalog/variant-key';
import { type ProductStatus } from './constants';
import { attributeCell, csvAttributeColumns, csvHeaderKey, type CsvAttribute } from './product-csv-attributes';
import { tagsCell } from './product-csv-cells';

// The product spreadsheet's columns (docs/decisions/095-catalogue-csv.md): one row per variant, Shopify's column names
// where the meaning matches; how the export writes a product. Reading a file is product-csv-read.ts, checking it
// against the catalogue product-csv.ts.

/** What a column of the file means. Another field joins by adding a value here and a row to PRODUCT_CSV_COLUMNS. */
export type ProductCsvField =
  | 'handle'
  | 'title'
  | 'description'
  | 'category'
  | 'status'
  | 'published'
  | 'returnable'
  | 'optionName'
  | 'size'
  | 'price'
  | 'compareAtPrice'
  | 'stock'
  | 'imageSrc'
  | 'imagePosition'
  | 'imageAlt'
  | 'tags'
  | 'option2Name'
  | 'option2'
  | 'sku'
  | 'barcode'
  | 'grams'
  | 'hsn'
  | 'titleHi'
  | 'descriptionHi';

/** A product as the export writes it and the import compares against: prices in paise, photos as absolute URLs. */
export interface CsvProduct {
  id: string;
  handle: string;
  title: string;
  description: string;
  category: string;
  status: ProductStatus;
  returnable: boolean;
  /** The second option's name ("Colour"), or null for sizes only (docs/decisions/099-variant-options.md). */
  option2Name: string | null;
  tags: readonly string[];
  /** The product's own HSN code, or null for its category's (docs/decisions/097-categories.md). */
  hsn: string | null;
  /** The title and description in Hindi, '' for none (docs/decisions/136-hindi-storefront.md). */
  titleHi: string;
  descriptionHi: string;
  /** Its attribute values: attribute slug → value slugs, in the shop's order (docs/decisions/092-attributes.md). */
  attributes: Readonly<Record<string, readonly string[]>>;
  variants: readonly CsvVariant[];
  images: readonly { url: string; alt: string }[];
}

export interface CsvVariant {
  /** The variant's key: the size, or "M / Red" (variantKey). */
  size: string;
  pricePaise: number;
  originalPricePaise: number | null;
  stock: number;
  sku: string | null;
  barcode: string | null;
  weightGrams: number | null;
}

/** One row of a product in the export: the product's (on its first row), a size, a photo, each when it has one. */
export interface CsvRowSource {
  product: CsvProduct;
  first: boolean;
  variant: CsvVariant | undefined;
  image: { url: string; alt: string; position: number } | undefined;
}

/**
 * One column: the header the export writes (Shopify's legacy name), other headers the import also takes (Shopify's
 * current template), and how a row's cell is written.
 */
export interface ProductCsvColumn {
  header: string;
  aliases: readonly string[];
  field: ProductCsvField;
  format(row: CsvRowSource): string;
}

/** Paise as rupees with two decimals, no symbol and no separators ('1499.00'). */
export const csvRupees = (paise: number): string =>
  `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;

const onFirst = (value: (p: CsvProduct) => string) => (row: CsvRowSource) => (row.first ? value(row.product) : '');
const bool = (value: boolean) => (value ? 'TRUE' : 'FALSE');

/** The file's columns in the export's order. */
export const PRODUCT_CSV_COLUMNS: readonly ProductCsvColumn[] = [
  { header: 'Handle', aliases: ['URL handle'], field: 'handle', format: (r) => r.product.handle },
  { header: 'Title', aliases: [], field: 'title', format: onFirst((p) => p.title) },
  { header: 'Body (HTML)', aliases: ['Description'], field: 'description', format: onFirst((p) => p.description) },
  { header: 'Type', aliases: [], field: 'category', format: onFirst((p) => p.category) },
  {
    header: 'Published',
    aliases: ['Published on online store'],
    field: 'published',
    format: onFirst((p) => bool(p.status === 'active')),
  },
  { header: 'Status', aliases: [], field: 'status', format: onFirst((p) => p.status) },
  { header: 'Returnable', aliases: [], field: 'returnable', format: onFirst((p) => bool(p.returnable)) },
  { header: 'Option1 Name', aliases: [], field: 'optionName', format: (r) => (r.variant ? 'Size' : '') },
  {
    header: 'Option1 Value',
    aliases: [],
    field: 'size',
    format: (r) => (r.variant ? splitVariantKey(r.variant.size)[0] : ''),
  },
  {
    header: 'Variant Price',
    aliases: ['Price'],
    field: 'price',
    format: (r) => (r.variant ? csvRupees(r.variant.pricePaise) : ''),
  },
  {
    header: 'Variant Compare At Price',
    aliases: ['Compare-at price'],
    field: 'compareAtPrice',
    format: (r) => (r.variant?.originalPricePaise ? csvRupees(r.variant.originalPricePaise) : ''),
  },
  {
    header: 'Variant Inventory Qty',
    aliases: ['Inventory quantity'],
    field: 'stock',
    format: (r) => (r.variant ? String(r.variant.stock) : ''),
  },
  { header: 'Image Src', aliases: ['Product image URL'], field: 'imageSrc', format: (r) => r.image?.url ?? '' },
  {
    header: 'Image Position',
    aliases: ['Image position'],
    field: 'imagePosition',
    format: (r) => (r.image ? String(r.image.position) : ''),
  },
  { header: 'Image Alt Text', aliases: ['Image alt text'], field: 'imageAlt', format: (r) => r.image?.alt ?? '' },
  // Variants with two options, codes, weight and tags: after the columns older exports had, so a script or a file
  // that reads columns by position keeps its places.
  { header: 'Tags', aliases: [], field: 'tags', format: onFirst((p) => tagsCell(p.tags)) },
  {
    header: 'Option2 Name',
    aliases: [],
    field: 'option2Name',
    format: (r) => (r.variant ? (r.product.option2Name ?? '') : ''),
  },
  {
    header: 'Option2 Value',
    aliases: [],
    field: 'option2',
    format: (r) => (r.variant ? (splitVariantKey(r.variant.size)[1] ?? '') : ''),
  },
  { header: 'Variant SKU', aliases: ['SKU'], field: 'sku', format: (r) => r.variant?.sku ?? '' },
  { header: 'Variant Barcode', aliases: ['Barcode'], field: 'barcode', format: (r) => r.variant?.barcode ?? '' },
  {
    header: 'Variant Grams',
    aliases: ['Weight value (grams)'],
    field: 'grams',
    format: (r) => (r.variant?.weightGrams == null ? '' : String(r.variant.weightGrams)),
  },
  // HSN and the texts in Hindi, then one column per attribute of the shop (productCsvHeader): after the columns above
  // for the same reason (docs/decisions/177-the-spreadsheet-carries-the-whole-catalogue.md).
  { header: 'HSN', aliases: ['HSN Code'], field: 'hsn', format: onFirst((p) => p.hsn ?? '') },
  { header: 'Title (Hindi)', aliases: ['Title in Hindi'], field: 'titleHi', format: onFirst((p) => p.titleHi) },
  {
    header: 'Body (Hindi)',
    aliases: ['Description (Hindi)', 'Description in Hindi'],
    field: 'descriptionHi',
    format: onFirst((p) => p.descriptionHi),
  },
];

/** The header keys of the file's own columns: an attribute column may not take one of them. */
export const PRODUCT_CSV_HEADER_KEYS: ReadonlySet<string> = new Set(
  PRODUCT_CSV_COLUMNS.flatMap((c) => [c.header, ...c.aliases].map(csvHeaderKey)),
);

/** The export's header: the file's own columns, then one per attribute of the shop, in its order. */
export function productCsvHeader(attributes: readonly CsvAttribute[]): string[] {
  return [
    ...PRODUCT_CSV_COLUMNS.map((c) => c.header),
    ...csvAttributeColumns(attributes, PRODUCT_CSV_HEADER_KEYS).map((c) => c.header),
  ];
}

/**
 * A product's rows as cells in productCsvHeader's order: as many rows as it has sizes or photos, at least one; its
 * attribute values on its first row.
 */
export function productCsvRows(product: CsvProduct, attributes: readonly CsvAttribute[]): string[][] {
  const count = Math.max(product.variants.length, product.images.length, 1);
  return Array.from({ length: count }, (_, i) => {
    const image = product.images[i];
    const source: CsvRowSource = {
      product,
      first: i === 0,
      variant: product.variants[i],
      image: image ? { ...image, position: i + 1 } : undefined,
    };
    return [
      ...PRODUCT_CSV_COLUMNS.map((column) => column.format(source)),
      ...attributes.map((a) => (i === 0 ? attributeCell(a, product.attributes[a.slug]) : '')),
    ];
  });
}
