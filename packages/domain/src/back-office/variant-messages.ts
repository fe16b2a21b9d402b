import {
  BARCODE_MAX,
  OPTION_NAME_MAX,
  OPTION_VALUE_MAX,
  SKU_MAX,
  WEIGHT_GRAMS_MAX,
  type VariantProblem,
} from '../catalog/variant-options';

/**
 * The texts of variants with two options (docs/decisions/099-variant-options.md), word for word: the API answers
 * them, the product form shows them.
 */
export const BACK_OFFICE_VARIANT_MESSAGES = {
  optionSlash: 'An option value cannot contain “/”',
  optionTooLong: `An option value can be at most ${OPTION_VALUE_MAX} characters`,
  option2Missing: 'Every variant needs a value of the second option',
  option2Unexpected: 'Name the second option before giving variants a value of it',
  pairDuplicate: 'Each combination of options can appear only once',
  skuDuplicate: 'Each SKU can appear only once',
  skuTaken: (sku: string) => `Another product already has the SKU “${sku}”`,
  skuInvalid: `A SKU can have letters, digits, “-”, “_” and “.”, at most ${SKU_MAX}`,
  barcodeInvalid: `A barcode can have letters and digits, at most ${BARCODE_MAX}`,
  weightInvalid: `Weight must be whole grams, at most ${WEIGHT_GRAMS_MAX}`,
  priceMissing: 'Every variant needs a price',
  tooManyVariants: 'Too many variants',
  imageNotOfProduct: 'A colour’s photo must be one of the product’s photos',
  imagesOptionUnknown: (value: string) => `No variant has the value “${value}”`,
  // The product form
  option2Name: 'Second option',
  option2NameHint: 'e.g. Colour; leave empty for sizes only',
  sku: 'SKU',
  barcode: 'Barcode',
  weight: 'Weight (g)',
  photosFor: (value: string) => `Photos for ${value}`,
  // The product form's size × value grid
  gridLegend: 'Make the rows at once',
  gridIntro:
    'Type the sizes and values once: one row is made for each combination. ' +
    'Rows already there keep what was typed in them.',
  gridSizes: 'Sizes',
  gridSizesHint: 'Separated by commas, like S, M, L',
  gridValues: (option2Name: string) => `${option2Name} values`,
  gridValuesHint: 'Separated by commas, like Red, Blue',
  gridPrice: 'Price of each new row',
  gridStock: 'Stock of each new row',
  gridMake: (twoOptions: boolean) => (twoOptions ? 'Make variants' : 'Make size rows'),
  gridLimit: (max: number, twoOptions: boolean) =>
    twoOptions
      ? `A product with a second option can have at most ${max} variants.`
      : `A product with sizes only can have at most ${max} sizes.`,
  gridNoSizes: 'Type at least one size',
  gridNoValues: (option2Name: string) => `Type at least one ${option2Name} value`,
  gridTooMany: (total: number, max: number) =>
    `That makes ${total} rows and a product can have at most ${max}: type fewer values or remove rows first.`,
  gridTicked: (attribute: string, values: readonly string[]) => `Ticked under ${attribute}: ${values.join(', ')}.`,
  gridDone: (added: number, kept: number) =>
    `${added === 1 ? '1 row added' : `${added} rows added`}` +
    (kept === 0 ? '.' : `; ${kept === 1 ? '1 row' : `${kept} rows`} already there kept as typed.`),
  // The product spreadsheet's variant columns (docs/decisions/095-catalogue-csv.md)
  csvOption2NameTooLong: `Option2 Name (the second option) can be at most ${OPTION_NAME_MAX} characters`,
  csvNewVariant: 'New variant',
  csvChangeOption2Name: 'New second option',
  csvChangeTags: 'New tags',
  csvChangeSku: 'New SKU',
  csvChangeBarcode: 'New barcode',
  csvChangeWeight: 'New weight',
} as const;

/** The message of one of domain variantProblems' problems. */
export const variantProblemMessage = (problem: VariantProblem['problem']): string =>
  ({
    slash: BACK_OFFICE_VARIANT_MESSAGES.optionSlash,
    option2Missing: BACK_OFFICE_VARIANT_MESSAGES.option2Missing,
    option2Unexpected: BACK_OFFICE_VARIANT_MESSAGES.option2Unexpected,
    duplicatePair: BACK_OFFICE_VARIANT_MESSAGES.pairDuplicate,
    duplicateSku: BACK_OFFICE_VARIANT_MESSAGES.skuDuplicate,
    priceMissing: BACK_OFFICE_VARIANT_MESSAGES.priceMissing,
  })[problem];
