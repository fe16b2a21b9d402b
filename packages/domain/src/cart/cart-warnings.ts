// docs/rules/cart.md#validation: the cart's exact warning texts. Builders take the numbers and names.

/** docs/rules/cart.md#validation: an add beyond the stock of that size, or a new line above stock. */
export function onlyAvailableWarning(stock: number): string {
  return `Only ${stock} items available in stock.`;
}

/** docs/rules/cart.md#validation: an increase beyond stock. */
export function cantAddMoreWarning(limit: number): string {
  return `You can't add more than ${limit} items.`;
}

/** docs/rules/cart.md#validation: the note when plus is clicked at the limit on the cart page. */
export function leftInStockNote(stock: number, title: string, size: string): string {
  return `Only ${stock} left in stock for "${title}" (${size})`;
}

/** docs/rules/cart.md#screen: the row note when a line is at its limit. */
export function maxAvailableNote(stock: number): string {
  return `Max available: ${stock}`;
}

/** docs/rules/cart.md#validation: removal without id or size. */
export const INVALID_REMOVE_WARNING = 'Invalid item data. Cannot remove.';

// The spec gives no text for the refusals below; these follow the style of the ones above.
// The UI never shows the last two (minus is disabled at 1; rows come from the cart itself).

/** Not in the spec: an add whose item has no id or is malformed. */
export const INVALID_ADD_WARNING = 'Invalid item data. Cannot add.';

/** Not in the spec: a new line beyond MAX_CART_LINES. */
export const CART_FULL_WARNING = 'Your cart is full. Remove an item to add another.';

/** Not in the spec: minus on a line at quantity 1 (docs/rules/cart.md#validation: "Quantity never goes below 1"). */
export const MIN_QUANTITY_WARNING = 'Quantity cannot be less than 1.';

/** Not in the spec: a change to a line that is not in the cart. */
export const NOT_IN_CART_WARNING = 'Item not found in cart.';
