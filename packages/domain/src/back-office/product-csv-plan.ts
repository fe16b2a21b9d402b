import type { ProductStatus } from './constants';
import type { CsvAttribute } from './product-csv-attributes';
import type { CsvProduct, CsvVariant } from './product-csv-columns';

// What checking the product spreadsheet's rows says (product-csv.ts): per row, and per product the file names.

/** A product of the catalogue as the import sees it. */
export type CsvCatalogueProduct = CsvProduct & { hasPhoto: boolean };

/** The catalogue as the import sees it: a product by its handle (or its id, for one that has none). */
export interface ProductCsvCatalogue {
  byHandle(handle: string): CsvCatalogueProduct | undefined;
  /** The shop's categories (slug and name) a row's Type may name; the seed's five when not given. */
  categories?: readonly { slug: string; name: string }[];
  /** The product whose variant has this SKU (lower-case), if any: a SKU is the shop's once. */
  skuOwner?(sku: string): string | undefined;
  /** The shop's attributes with their values, whose columns the file may have; none when not given. */
  attributes?: readonly CsvAttribute[];
}

export type ProductImportAction = 'create' | 'change' | 'unchanged' | 'error';

/** One row checked: what applying it would do (which fields change), or what is wrong with it. */
export interface ProductImportRowResult {
  line: number;
  handle: string;
  /** The product's title: the file's, else the catalogue's (null when neither has one). */
  title: string | null;
  size: string | null;
  action: ProductImportAction;
  changes: string[];
  errors: string[];
  notes: string[];
}

/** A variant the file names, as it will be, and as it was (null: a new one). */
export interface PlannedVariant {
  variant: CsvVariant;
  before: CsvVariant | null;
}

/** A product the file names, as it will be after the apply. */
export interface ProductImportPlan {
  handle: string;
  /** Null: a new product. */
  id: string | null;
  fields: {
    title: string;
    description: string;
    category: string;
    status: ProductStatus;
    returnable: boolean;
    option2Name: string | null;
    tags: string[];
    hsn: string | null;
    titleHi: string;
    descriptionHi: string;
  };
  /** Whether a product field or attribute value changes (or the product is new). */
  fieldsChanged: boolean;
  /**
   * The attributes whose values the file changes (a new product's: those it gives), each the whole list: attribute
   * slug → value slugs. An attribute without a column in the file is not here and keeps its values.
   */
  attributes: Record<string, string[]>;
  variants: PlannedVariant[];
  /** Photos from the ZIP sent with the file (bare `Image Src` names, lower-cased), in the file's order. */
  photos: { name: string; alt: string }[];
}

export interface ProductImportCheck {
  rows: ProductImportRowResult[];
  plans: ProductImportPlan[];
}
