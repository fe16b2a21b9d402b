/**
 * The id of the JSON block in which the API sends a storefront page's own first-screen data (the
 * `InitialPage` of the contract): written by apps/api plugins/spa-page.ts, read once by the web app.
 */
export const INITIAL_PAGE_ELEMENT_ID = 'initial-page';
