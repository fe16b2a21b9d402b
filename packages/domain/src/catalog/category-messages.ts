import { CATEGORIES_MAX } from './category-rules';

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
  imageElsewhere: 'Upload the photo to the shop: a photo from another site cannot be used.',
} as const;

/** The product page's size guide (docs/decisions/097-categories.md). */
export const CATALOG_SIZE_GUIDE_MESSAGES = {
  button: 'Size guide',
  title: (category: string) => `Size guide: ${category}`,
  unitLabel: 'Measurements in',
  cm: 'cm',
  inches: 'inches',
  close: 'Close',
} as const;
