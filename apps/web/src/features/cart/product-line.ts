import { DEFAULT_CART_SIZE, type CartItemInput } from '@vastra/domain/cart';
import { priceForSize, stockMapOf, type Product } from '@vastra/domain/catalog';

/**
 * The cart line for a product page's choice (docs/rules/cart.md#data): the size's price and the stock per
 * size, so the domain's cart operations can enforce the stock limits (docs/rules/cart.md#validation).
 */
export function productLine(product: Product, size: string | null, quantity: number): CartItemInput {
  return {
    id: product._id,
    _id: product._id,
    title: product.title,
    image: product.images[0],
    price: priceForSize(product, size),
    selectedSize: size ?? DEFAULT_CART_SIZE,
    quantity,
    stockBySize: stockMapOf(product),
  };
}
