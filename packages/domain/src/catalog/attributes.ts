// Owner-defined product attributes (fabric, colour, occasion…): their names, the filter rule the search and the
// collections share, and the defaults a new shop starts with (docs/decisions/092-attributes.md).

/** Longest attribute or value name, and its slug. */
export const ATTRIBUTE_NAME_MAX = 40;
/** How many attributes a shop defines, and how many values one attribute offers. */
export const ATTRIBUTES_MAX = 30;
export const ATTRIBUTE_VALUES_MAX = 100;
/** A search names at most this many attributes, each with at most this many values. */
export const ATTRIBUTE_FILTERS_MAX = 10;
export const ATTRIBUTE_FILTER_VALUES_MAX = 20;

/** A slug: lower-case letters, digits and single hyphens, starting with a letter (`fabric`, `wash-care`). */
export const ATTRIBUTE_SLUG_PATTERN = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

/**
 * The search's own parameter names (GET /api/client/search, the /shop address): an attribute filter is a parameter
 * named by the attribute's slug, so no attribute may take one of these.
 */
export const SEARCH_PARAMETER_NAMES = [
  'q',
  'category',
  'size',
  'minPrice',
  'maxPrice',
  'inStock',
  'sort',
  'cursor',
  'limit',
] as const;

const reserved = new Set<string>(SEARCH_PARAMETER_NAMES.map((name) => name.toLowerCase()));

/** Whether `slug` can name an attribute: the slug shape, and none of the search's own parameters. */
export const isAttributeSlug = (slug: string): boolean =>
  slug.length <= ATTRIBUTE_NAME_MAX && ATTRIBUTE_SLUG_PATTERN.test(slug) && !reserved.has(slug);

/**
 * The slug of a name: lower case, Latin diacritics dropped, every run of other characters one hyphen
 * ("Wash care" → `wash-care`, "Crêpe" → `crepe`); '' when nothing is left.
 */
export function slugOf(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^[^a-z]+/, '')
    .replace(/-+$/, '')
    .slice(0, ATTRIBUTE_NAME_MAX)
    .replace(/-+$/, '');
}

/** A product's values: attribute slug → value slugs (several for one attribute, e.g. two colours). */
export type AttributeValues = Readonly<Record<string, readonly string[]>>;

/** A filter over attributes: attribute slug → the value slugs wanted (any of them). */
export type AttributeFilter = Readonly<Record<string, readonly string[]>>;

/**
 * Whether a product's values pass a filter: for every attribute the filter names with at least one value, the
 * product has one of those values (values of one attribute are alternatives, attributes all apply). `except` leaves
 * one attribute out, as a facet counts with every filter but its own. The search and automatic collections use it.
 */
export function matchesAttributeFilter(values: AttributeValues, filter: AttributeFilter, except?: string): boolean {
  for (const [attribute, wanted] of Object.entries(filter)) {
    if (attribute === except || wanted.length === 0) continue;
    const has = values[attribute];
    if (!has || !wanted.some((value) => has.includes(value))) return false;
  }
  return true;
}

/** One attribute as a new shop starts with it: values in their order; `filter`: offered on the storefront. */
export interface DefaultAttribute {
  name: string;
  filter: boolean;
  values: readonly string[];
}

/** The attributes a new shop starts with (migration 0024 writes the same), an Indian fashion shop's usual set. */
export const DEFAULT_ATTRIBUTES: readonly DefaultAttribute[] = [
  {
    name: 'Fabric',
    filter: true,
    values: ['Cotton', 'Rayon', 'Silk', 'Georgette', 'Chiffon', 'Linen', 'Polyester', 'Crepe', 'Denim', 'Khadi'],
  },
  {
    name: 'Colour',
    filter: true,
    values: [
      'Red',
      'Blue',
      'Black',
      'White',
      'Green',
      'Yellow',
      'Pink',
      'Maroon',
      'Beige',
      'Orange',
      'Purple',
      'Grey',
      'Multi',
    ],
  },
  { name: 'Occasion', filter: true, values: ['Casual', 'Festive', 'Wedding', 'Office', 'Party'] },
  { name: 'Pattern', filter: true, values: ['Solid', 'Printed', 'Embroidered', 'Striped', 'Checked', 'Floral'] },
  { name: 'Sleeve', filter: true, values: ['Sleeveless', 'Short sleeve', 'Three-quarter sleeve', 'Full sleeve'] },
  { name: 'Neck', filter: true, values: ['Round neck', 'V-neck', 'Mandarin collar', 'Boat neck', 'Collared'] },
  { name: 'Fit', filter: true, values: ['Regular', 'Slim', 'Relaxed', 'Straight', 'A-line'] },
  { name: 'Wash care', filter: false, values: ['Machine wash', 'Hand wash', 'Dry clean only'] },
];
