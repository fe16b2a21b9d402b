import { ATTRIBUTE_FILTER_VALUES_MAX } from '../catalog/attributes';

/** An owner's attribute name as a report's words: "Fabric" → "fabric", "Wash care" → "wash care"; "GSM" stays. */
const inSentence = (name: string): string =>
  /^\p{Lu}\p{Ll}/u.test(name) ? name.charAt(0).toLowerCase() + name.slice(1) : name;

/**
 * The product spreadsheet's HSN, Hindi and attribute columns, word for word
 * (docs/decisions/177-the-spreadsheet-carries-the-whole-catalogue.md); the cells' rules keep the product form's texts.
 */
export const BACK_OFFICE_PRODUCT_CSV_MESSAGES = {
  changeHsn: 'New HSN',
  changeTitleHi: 'New title in Hindi',
  changeDescriptionHi: 'New description in Hindi',
  changeAttribute: (name: string) => `New ${inSentence(name)}`,
  attributeTooManyValues: (name: string) =>
    `A product can have at most ${ATTRIBUTE_FILTER_VALUES_MAX} values of ${name}: keep fewer`,
} as const;
