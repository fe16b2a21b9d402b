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
