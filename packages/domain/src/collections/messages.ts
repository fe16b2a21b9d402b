import {
  COLLECTION_DESCRIPTION_MAX,
  COLLECTION_PRODUCTS_MAX,
  COLLECTION_TITLE_MAX,
  TAG_MAX,
  TAGS_PER_PRODUCT_MAX,
} from './limits';

// Texts of collections and product tags (docs/decisions/098-collections.md), exact and tested.

export const COLLECTIONS_MESSAGES = {
  slugShape: 'Use lower-case letters, digits and single hyphens.',
  pricePaise: 'A price is a whole number of paise from 0 to ₹10,00,000.',
  priceBound: 'Give a lowest price, a highest price, or both.',
  priceOrder: 'The highest price must not be below the lowest.',
  attributeValues: 'Choose at least one value.',
  newDays: 'Give a number of days from 1 to 365.',
  rulesEmpty: 'An automatic collection needs at least one condition.',
  rulesTooMany: 'A collection has at most 10 conditions.',
  tagEmpty: 'A tag cannot be empty.',
  tagLength: `A tag has at most ${TAG_MAX} characters.`,
  tagShape: 'A tag cannot contain a comma.',
  tagsTooMany: `A product has at most ${TAGS_PER_PRODUCT_MAX} tags.`,
  notFound: 'Collection not found',
  slugEmpty: 'Give the collection an address (letters or digits).',
  tooMany: 'A shop has at most 200 collections.',
  slugTaken: (slug: string) => `Another collection already has the address /collections/${slug}.`,
  unknownCategory: (slug: string) => `Unknown category “${slug}”.`,
  unknownAttribute: (slug: string) => `Unknown attribute “${slug}”: add it under Attributes first.`,
  unknownValue: (value: string, attribute: string) => `“${value}” is not a value of ${attribute}.`,
  unknownProduct: (id: string) => `Unknown product ${id}.`,
  rulesForManual: 'A manual collection has no conditions: pick its products instead.',
  productsForAutomatic: 'An automatic collection chooses its products by its conditions.',
  manualProductsTooMany: `A manual collection has at most ${COLLECTION_PRODUCTS_MAX} products.`,
  /** A collection's title and description in Hindi (docs/decisions/175-collections-in-hindi.md). */
  titleHiLength: `Keep the title in Hindi to ${COLLECTION_TITLE_MAX} characters or fewer.`,
  descriptionHiLength: `Keep the description in Hindi to ${COLLECTION_DESCRIPTION_MAX} characters or fewer.`,
} as const;
