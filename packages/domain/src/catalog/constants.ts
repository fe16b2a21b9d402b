/** docs/rules/catalogue.md#home, docs/rules/constants.md: New Arrivals shows 4 random products. */
export const NEW_ARRIVALS_COUNT = 4;

/**
 * docs/rules/catalogue.md#home, docs/rules/constants.md: each Popular Picks preview shows 4 random items (default limit
 * 4).
 */
export const CATEGORY_PREVIEW_LIMIT = 4;

/** docs/rules/catalogue.md#home: Our Handpicked Favorites shows 8 random products in stock (as the storefront has). */
export const HANDPICKED_FAVOURITES_COUNT = 8;

/** docs/rules/catalogue.md#home: the hero shows the first photos of up to 6 in-stock products. */
export const HERO_IMAGES_MAX = 6;

/**
 * The home page's random picks (new arrivals, favourites, previews) are made once and kept this long (or until the
 * catalogue changes), so the page and GET /api/client/home can be cached and revalidated between picks.
 */
export const HOME_REPICK_MS = 5 * 60_000;

/** docs/rules/catalogue.md#shop, docs/rules/constants.md: skeleton cards while the product grid loads. */
export const SHOP_SKELETON_CARDS = 6;

/** docs/rules/catalogue.md#product-detail, docs/rules/constants.md: up to 5 similar products from the same category. */
export const SIMILAR_PRODUCTS_MAX = 5;

/** docs/rules/constants.md Delivery estimate (with an en dash). */
export const DELIVERY_ESTIMATE = '5–7 working days';
