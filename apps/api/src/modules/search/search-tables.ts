import type { ProductCardResponse, ProductResponse, SearchFacets } from '@vastra/domain/api';
import type { Bits } from './search-bits';

// The search index's shapes (search-index.ts builds them): its entries, the tables that number categories, sizes and
// attribute values, a query's filters and candidates, and what a page counts.

export interface IndexEntry {
  product: ProductResponse;
  /** Its place in the index: its bit in the index's bitsets. */
  position: number;
  /** The card's price (rupees), what minPrice/maxPrice and the price sorts use. */
  price: number;
  /** (original − price) / original, 0 without a discount. */
  discount: number;
  createdAt: number;
  sold: number;
  band: number;
  /**
   * The category's place in the shop's categories (−1: none it has), and each size as a number of this index with its
   * stock (fast counting).
   */
  category: number;
  sizeIds: number[];
  sizeStock: number[];
  /** Its attribute values as numbers of this index (the filter's and the facets' fast counting). */
  valueIds: number[];
  /**
   * Its card and the card's JSON as bytes once an answer has shown it (search-body.ts): read with the entry, not looked
   * up per answer (docs/decisions/192-product-facts-packed.md).
   */
  card: ProductCardResponse | undefined;
  cardBytes: string | undefined;
}

/** An attribute as the search knows it: slug, name, whether it is a storefront filter, values in order. */
export interface AttributeDefinition {
  slug: string;
  name: string;
  /** The names on Hindi pages, '' or absent for none (docs/decisions/174-attribute-names-in-hindi.md). */
  hindiName?: string;
  filter: boolean;
  values: readonly { slug: string; name: string; hindiName?: string }[];
}

/** A category as the search knows it (docs/decisions/097-categories.md): hidden ones filter but get no facet. */
export interface CategoryDefinition {
  slug: string;
  name: string;
  /** Its name in Hindi, '' for none (docs/decisions/172-category-names-in-hindi.md). */
  hindiName: string;
  hidden: boolean;
}

/** The filters of one query, already read and checked. */
export interface SearchFilters {
  category?: string;
  sizes?: readonly string[];
  minPrice?: number;
  maxPrice?: number;
  inStock: boolean;
  /** Attribute slug → value slugs wanted (any of them); attributes all apply. Only attributes the shop has. */
  attributes?: Readonly<Record<string, readonly string[]>>;
}

/**
 * A query's candidates: `walk` in the order the page lists them; with `bits`, only the walk's products in it are
 * candidates (the catalogue's order for a sort, restricted to a text match), without, every product of the walk is.
 */
export interface Candidates {
  walk: readonly IndexEntry[];
  bits: Bits | null;
  size: number;
  /** The walk as index positions (many candidates): walked without reading each product. */
  positions: Int32Array | null;
}

export interface SearchPage {
  entries: IndexEntry[];
  total: number;
  facets: SearchFacets;
}

/** The index's numbering: entries by position, categories, sizes and attribute values by number. */
export interface IndexTables {
  entries: readonly IndexEntry[];
  definitions: readonly AttributeDefinition[];
  categories: readonly string[];
  sizeNames: readonly string[];
  sizeIdOf: ReadonlyMap<string, number>;
  /** Attribute slug and value slug → the value's number. */
  valueId: (attribute: string, value: string) => number | undefined;
  /** A value's attribute (its place in `definitions`), by the value's number. */
  attributeOf: readonly number[];
}

/** What a page counts for the facets: per category, size, price band and attribute value. */
export interface Counts {
  categories: number[];
  sizes: number[];
  bands: number[];
  values: Uint32Array;
}

/** A query's filters as the index's numbers. */
export function readFilters(t: IndexTables, filters: SearchFilters) {
  const category = filters.category === undefined ? -1 : t.categories.indexOf(filters.category);
  const sizeFilter = (filters.sizes?.length ?? 0) > 0;
  const wantedSizes: number[] = [];
  for (const name of filters.sizes ?? []) {
    const id = t.sizeIdOf.get(name);
    if (id !== undefined) wantedSizes.push(id);
  }
  // Attribute filters: per filtered attribute (its place in `definitions`) the values wanted.
  const wantedValues = new Map<number, number[]>();
  t.definitions.forEach((definition, a) => {
    const values = filters.attributes?.[definition.slug] ?? [];
    if (values.length === 0) return;
    const ids: number[] = [];
    for (const value of values) {
      const id = t.valueId(definition.slug, value);
      if (id !== undefined) ids.push(id);
    }
    wantedValues.set(a, ids);
  });
  return {
    category,
    sizeFilter,
    wantedSizes,
    wantedValues,
    low: filters.minPrice ?? -Infinity,
    high: filters.maxPrice ?? Infinity,
  };
}
