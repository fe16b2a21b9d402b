import type { CartItem } from '../cart';
import { paise, paiseToRupees } from '../money';
import { orderItemSize } from '../orders';
import type { OrderItemInput } from './order-request';
import type { OrderItemResponse } from './order-response';

// The conversions between a cart line's shapes, one per pair of neighbours; the journey is told in
// packages/domain/src/cart/README.md.

/**
 * The order request's line for a cart line: its product id, title, size ('M' for a line without a
 * real size), quantity and unit price in rupees. The server prices it again from its catalogue.
 */
export function cartLineToOrderItem(line: CartItem): OrderItemInput {
  return {
    productId: (line.id || line._id || '').trim(),
    title: line.title ?? '',
    size: orderItemSize(line.selectedSize),
    quantity: line.quantity,
    price: line.price,
  };
}

/**
 * An order line as the server priced and stored it (the api's order_items row): the catalogue's
 * title, image and unit price in paise, never the client's.
 */
export interface StoredOrderItem {
  id: string;
  productId: string;
  title: string;
  /**
   * The product's Hindi title when the order was placed, '' (or absent) when it had none
   * (docs/decisions/183-orders-keep-hindi-titles.md).
   */
  titleHi?: string;
  image: string | null;
  size: string;
  quantity: number;
  unitPricePaise: number;
  /** The offers' share of the line (0 when none, or for a line stored before orders kept it). */
  discountPaise?: number;
  /** The product's second option's name ("Colour") when it has one: the line reads "Size: M · Colour: Red". */
  option2Name?: string | null;
}

/** A stored order line as the API sends it: `_id`, and the unit price in rupees. */
export function storedOrderItemToResponse(item: StoredOrderItem): OrderItemResponse {
  return {
    _id: item.id,
    productId: item.productId,
    title: item.title,
    // Only a line whose product had a Hindi title carries it, as a product's `hindi` (decision 183).
    ...(item.titleHi ? { hindiTitle: item.titleHi } : {}),
    image: item.image,
    size: item.size,
    quantity: item.quantity,
    price: paiseToRupees(paise(item.unitPricePaise)),
    // Only a line an offer took something off carries it: other answers are unchanged.
    ...(item.discountPaise ? { discount: paiseToRupees(paise(item.discountPaise)) } : {}),
    // Only a line of a product with a second option carries its name (docs/decisions/099-variant-options.md).
    ...(item.option2Name ? { option2Name: item.option2Name } : {}),
  };
}
