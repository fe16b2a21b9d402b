/**
 * The Attributes screen's texts for the Hindi names (docs/decisions/174-attribute-names-in-hindi.md), worded as the
 * category dialog's (../categories/category-texts.ts); the screen's other texts are the domain's
 * BACK_OFFICE_ATTRIBUTE_MESSAGES.
 */
export const ATTRIBUTE_HINDI_TEXTS = {
  hindiName: 'Name in Hindi',
  /** A rename form's field, beside `Name of ${name}`. */
  hindiNameOf: (name: string) => `Name in Hindi of ${name}`,
  /** The add-value form's field, beside `New value of ${attribute}`. */
  newValueHindi: (attribute: string) => `New value in Hindi of ${attribute}`,
  attributeHint: 'What the shop’s Hindi pages show, such as कपड़ा for Fabric; empty: the name',
  valueHint: 'What the shop’s Hindi pages show, such as सूती for Cotton; empty: the name',
  cancel: 'Cancel',
} as const;
