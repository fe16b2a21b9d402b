/**
 * The id of the JSON block in which the API sends the product list inside the page it serves
 * (apps/api plugins/spa-page.ts writes it; apps/web features/catalog/api/get-products.ts reads it).
 */
export const INITIAL_PRODUCTS_ELEMENT_ID = 'initial-products';

/**
 * The id of the JSON block in which the API sends a storefront page's own first-screen data (the
 * `InitialPage` of the contract): written by apps/api plugins/spa-page.ts, read once by the web app.
 */
export const INITIAL_PAGE_ELEMENT_ID = 'initial-page';
