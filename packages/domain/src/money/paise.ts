// Money is integer paise end to end (docs/rules/platform.md#data, docs/rules/third-parties.md#rupee-formatting: "never
// sum floats").
declare const PAISE_BRAND: unique symbol;

/** An integer amount of paise (1 rupee = 100 paise); only the constructors below make one. */
export type Paise = number & { readonly [PAISE_BRAND]: true };

/** Paise in one rupee. */
export const PAISE_PER_RUPEE = 100;

/** Zero paise, the total of an empty cart. */
export const ZERO_PAISE = 0 as Paise;

/** Tells whether a value is a safe integer and so a valid amount of paise. */
export function isPaise(value: unknown): value is Paise {
  return typeof value === 'number' && Number.isSafeInteger(value);
}

/** Brands a safe integer as paise; anything else is a programmer error and throws a RangeError. */
export function paise(value: number): Paise {
  if (!isPaise(value)) throw new RangeError(`paise must be a safe integer, got ${value}`);
  // `+ 0` turns -0 into 0 so that formatting never shows "-₹0.00".
  return (value + 0) as Paise;
}

/**
 * Converts a rupee amount to paise, rounding half away from zero on the decimal value as written
 * (19.99 → 1999, 1.005 → 101) rather than on its binary float (1.005 * 100 = 100.49999999999999).
 */
export function rupeesToPaise(rupees: number): Paise {
  if (!Number.isFinite(rupees)) throw new RangeError(`rupees must be finite, got ${rupees}`);
  // 15 significant digits is what a double holds exactly, so this strips the float noise of `* 100`.
  const scaled = Number((Math.abs(rupees) * PAISE_PER_RUPEE).toPrecision(15));
  return paise(Math.sign(rupees) * Math.round(scaled));
}

/** Converts paise to a rupee number, as the API shows money (docs/rules/platform.md#data). */
export function paiseToRupees(amount: Paise): number {
  return amount / PAISE_PER_RUPEE;
}

/** Adds amounts of paise exactly. */
export function sumPaise(amounts: readonly Paise[]): Paise {
  let total = 0;
  for (const amount of amounts) total += amount;
  return paise(total);
}

/** Multiplies a unit price by an integer quantity, as a cart line's subtotal. */
export function multiplyPaise(unit: Paise, quantity: number): Paise {
  if (!Number.isSafeInteger(quantity)) throw new RangeError(`quantity must be an integer, got ${quantity}`);
  return paise(unit * quantity);
}
