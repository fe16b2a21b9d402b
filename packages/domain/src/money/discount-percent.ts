/**
 * The percent-off badge value, rounded (original − price) / original × 100, or null unless the
 * original price exceeds the price (docs/rules/constants.md Discount percent). Works on rupees or paise alike.
 */
export function discountPercent(
  originalPrice: number | null | undefined,
  price: number | null | undefined,
): number | null {
  if (typeof originalPrice !== 'number' || typeof price !== 'number') return null;
  if (!Number.isFinite(originalPrice) || !Number.isFinite(price)) return null;
  if (price < 0 || originalPrice <= price) return null;
  return Math.round(((originalPrice - price) / originalPrice) * 100);
}
