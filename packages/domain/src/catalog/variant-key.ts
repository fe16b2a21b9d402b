// Variants with two options (docs/decisions/099-variant-options.md): the KEY. A variant's key within its product is the
// `size` that stock, carts, orders, returns and invoices already carry: the size itself ("M") for a product with one
// option, "M / Red" for a product with a second option. Only these functions build, split and show a key.

/** Between the two values of a key; a value may not contain "/" so a key splits one way only. */
export const VARIANT_KEY_SEPARATOR = ' / ';
/** The longest option value and the longest key (two values and the separator). */
export const OPTION_VALUE_MAX = 20;
export const VARIANT_KEY_MAX = OPTION_VALUE_MAX * 2 + VARIANT_KEY_SEPARATOR.length;
/** The longest name of the second option ("Colour", "Fit"…). */
export const OPTION_NAME_MAX = 30;
/** Most variants of a product with two options (a product with one keeps SIZES_PER_PRODUCT_MAX). */
export const VARIANTS_PER_PRODUCT_MAX = 60;
/** The first option's name: the size. */
export const OPTION1_NAME = 'Size';

/** The key of a variant: its size alone, or "size / second value". */
export function variantKey(option1: string, option2: string | null | undefined): string {
  return option2 ? `${option1}${VARIANT_KEY_SEPARATOR}${option2}` : option1;
}

/** A key's two values: ["M", "Red"] for "M / Red", ["M", null] for a one-option key. */
export function splitVariantKey(key: string): [option1: string, option2: string | null] {
  const at = key.indexOf(VARIANT_KEY_SEPARATOR);
  return at < 0 ? [key, null] : [key.slice(0, at), key.slice(at + VARIANT_KEY_SEPARATOR.length)];
}

/**
 * How a line's variant is shown to people: "Size: M · Colour: Red" when the product names a second option, the key
 * as it was shown before ("M") otherwise.
 */
export function variantLabel(key: string, option2Name: string | null | undefined): string {
  const [size, option2] = splitVariantKey(key);
  if (!option2Name || option2 === null) return key;
  return `${OPTION1_NAME}: ${size} · ${option2Name}: ${option2}`;
}

/**
 * The label of a line of a product with a second option ("Size: M · Colour: Red"), or null for a line shown as before
 * (a one-option key, or a product without the option's name): each screen then keeps its own text for a size.
 */
export function secondOptionLabel(key: string, option2Name: string | null | undefined): string | null {
  const label = variantLabel(key, option2Name);
  return label === key ? null : label;
}

/**
 * The photos to show for a picked second value: its own when the product has some for it, else all of them.
 */
export function imagesForOption(
  images: readonly string[],
  imagesByOption: Readonly<Record<string, readonly string[]>> | undefined,
  option2: string | null,
): readonly string[] {
  // Own keys only: a value named "constructor" must not find Object's.
  const own =
    option2 !== null && imagesByOption && Object.hasOwn(imagesByOption, option2) ? imagesByOption[option2] : undefined;
  return own && own.length > 0 ? own : images;
}

/**
 * The photos to show for a picked second value, from the positions the storefront's product carries
 * (`photosByOption`, read tolerantly: anything but a list of positions in `images` is ignored): its own when it has
 * some, else all of them. Here with the key, not with the checks: a bag line's photo (productToCartLine) reads it.
 */
export function photosOfOption(
  images: readonly string[],
  photosByOption: unknown,
  option2: string | null,
): readonly string[] {
  const map = photosByOption !== null && typeof photosByOption === 'object' ? photosByOption : {};
  const own: unknown = option2 !== null && Object.hasOwn(map, option2) ? (map as Record<string, unknown>)[option2] : [];
  const photos = (Array.isArray(own) ? own : [])
    .map((at: unknown) => (typeof at === 'number' && Object.hasOwn(images, at) ? images[at] : undefined))
    .filter((path): path is string => path !== undefined);
  return photos.length > 0 ? photos : images;
}
