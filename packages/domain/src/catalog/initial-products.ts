/**
 * The id of the JSON block in which the API sends the product list inside the page it serves
 * (apps/api plugins/spa-page.ts writes it; apps/web features/catalog/api/get-products.ts reads it).
 */
export const INITIAL_PRODUCTS_ELEMENT_ID = 'initial-products';
