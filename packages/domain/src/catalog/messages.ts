import { CATEGORIES_MAX } from './category-rules';
import { ATTRIBUTE_VALUES_MAX, ATTRIBUTES_MAX } from './attributes';

/** The texts of the product pages, word for word. */
export const CATALOG_MESSAGES = {
  productNotFound: 'Product not found',
} as const;

/** The texts of attributes, word for word (back office and storefront). */
export const CATALOG_ATTRIBUTE_MESSAGES = {
  attributeNotFound: 'Attribute not found',
  valueNotFound: 'Attribute value not found',
  slugTaken: (slug: string) => `Another attribute already has the name “${slug}”: choose another name.`,
  valueTaken: (name: string, attribute: string) => `${attribute} already has the value “${name}”.`,
  slugReserved: (slug: string) =>
    `“${slug}” is a search parameter of the shop and cannot name an attribute: choose another name.`,
  slugInvalid: 'A name needs at least one letter (a–z).',
  tooManyAttributes: `A shop has at most ${ATTRIBUTES_MAX} attributes.`,
  tooManyValues: `An attribute has at most ${ATTRIBUTE_VALUES_MAX} values.`,
  valueInUse: (name: string, count: number) =>
    `“${name}” is used by ${count} ${count === 1 ? 'product' : 'products'}: ` +
    'choose another value for them in their product form first.',
  unknownAttribute: (slug: string) => `Unknown attribute “${slug}”: add it under Attributes first.`,
  unknownValue: (value: string, attribute: string) =>
    `“${value}” is not a value of ${attribute}: add it under Attributes first.`,
} as const;

/** The shop's own categories in the back office and the product forms (docs/decisions/097-categories.md). */
export const CATALOG_CATEGORY_MESSAGES = {
  categoryUnknown: (slug: string) => `Unknown category “${slug}”: add it under Categories first.`,
  slugTaken: (slug: string) => `Another category already has the name “${slug}”: choose another name.`,
  slugInvalid: 'A name needs at least one letter or digit (a–z, 0–9).',
  slugReserved: '“All” is the shop’s filter for every category and cannot name one: choose another name.',
  tooManyCategories: `A shop has at most ${CATEGORIES_MAX} categories.`,
  inUse: (name: string, count: number) =>
    `“${name}” is the category of ${count} ${count === 1 ? 'product' : 'products'}: ` +
    'move them to another category first.',
  sizeGuideSizes: 'Each row of the size guide is one of the category’s sizes, once.',
  sizeGuideColumns: 'Each row of the size guide has one measurement per column.',
  hsnInvalid: 'Enter an HSN code of 4, 6 or 8 digits',
} as const;

/** The product page's size guide (docs/decisions/097-categories.md). */
export const SIZE_GUIDE_MESSAGES = {
  button: 'Size guide',
  title: (category: string) => `Size guide: ${category}`,
  unitLabel: 'Measurements in',
  cm: 'cm',
  inches: 'inches',
  size: 'Size',
  close: 'Close',
} as const;
