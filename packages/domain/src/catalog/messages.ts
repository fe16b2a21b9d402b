/** The texts of the product pages, word for word. */
export const CATALOG_MESSAGES = {
  productNotFound: 'Product not found',
} as const;
