/**
 * The back office's Attributes screen and the product form's Attributes section, word for word (kept out of the
 * catalogue's messages, which the storefront loads: docs/decisions/092-attributes.md).
 */
export const BACK_OFFICE_ATTRIBUTE_MESSAGES = {
  title: 'Attributes',
  intro: 'What describes your products (fabric, colour…); the ones marked as filters are offered on the shop.',
  newAttribute: 'New attribute',
  name: 'Name',
  filter: 'Storefront filter',
  filterHint: 'Shoppers can filter the shop by it',
  firstValues: 'First values',
  firstValuesHint: 'Separated by commas, e.g. Cotton, Silk',
  add: 'Add attribute',
  added: (name: string) => `${name} added`,
  saved: 'Saved',
  rename: 'Rename',
  save: 'Save',
  moveUp: 'Move up',
  moveDown: 'Move down',
  newValue: 'New value',
  addValue: 'Add value',
  removed: (name: string) => `${name} removed`,
  productCount: (count: number) => `${count} ${count === 1 ? 'product' : 'products'}`,
  noValues: 'No values yet.',
  loading: 'Loading attributes…',
  noAttributes: 'No attributes yet: add them under Attributes.',
} as const;
