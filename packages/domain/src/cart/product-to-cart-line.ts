import { priceForSize, stockMapOf, type Product } from '../catalog';
import { photosOfOption, splitVariantKey } from '../catalog/variant-key';
import type { CartItem } from './cart-item';
import { DEFAULT_CART_SIZE } from './cart-limits';

/**
 * The cart line for a shopper's choice on a product page (Add to Cart and Buy Now alike): the size's
 * price and the stock per size, so the cart operations can enforce the stock limits. A product
 * without sizes gets the 'default' size key; a product with a second option gives its name (the line's label) and
 * the picked value's photo; a product with a Hindi title gives it.
 */
export function productToCartLine(product: Product, size: string | null, quantity: number): CartItem {
  return {
    id: product._id,
    _id: product._id,
    title: product.title,
    // The picked second value's first photo (the red M's line shows red), else the product's first.
    image: photosOfOption(product.images, product.photosByOption, size === null ? null : splitVariantKey(size)[1])[0],
    price: priceForSize(product, size),
    selectedSize: size ?? DEFAULT_CART_SIZE,
    quantity,
    stockBySize: stockMapOf(product),
    // Only a line of a product with a second option carries its name, so every other line keeps its shape.
    ...(product.option2Name ? { option2Name: product.option2Name } : {}),
    // And only one of a product with a Hindi title carries it, for the bag and the checkout on Hindi pages.
    ...(product.hindi?.title ? { hindiTitle: product.hindi.title } : {}),
  };
}
