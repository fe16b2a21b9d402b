/**
 * The id of the JSON block in which the API sends a storefront page's own first-screen data (the
 * `InitialPage` of the contract): written by apps/api plugins/spa-page.ts, read once by the web app.
 */
export const INITIAL_PAGE_ELEMENT_ID = 'initial-page';

/**
 * The id of the JSON block in which every storefront page carries GET /api/shop-config's answer, so the navbar's name,
 * logo and menu are drawn and hydrated without a request (docs/decisions/135-first-screens-drawn-on-the-server.md).
 */
export const SHOP_CONFIG_ELEMENT_ID = 'shop-config';

/**
 * The id of the JSON block in which every storefront page carries GET /api/offers' answer, so a page's offer badges are
 * drawn and hydrated without a request (and without the contract's schemas) on its first screen.
 */
export const LIVE_OFFERS_ELEMENT_ID = 'live-offers';

/**
 * The id of the JSON block naming the scripts of a page drawn on the server (`PageScripts`), which /boot.js loads
 * once the page has painted (docs/decisions/135-first-screens-drawn-on-the-server.md).
 */
export const PAGE_SCRIPTS_ELEMENT_ID = 'page-scripts';

/** The web app's entry module and the modules to preload with it. */
export type PageScripts = { entry: string; preload: string[] };
