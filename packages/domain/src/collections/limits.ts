// Limits of collections and product tags (docs/decisions/098-collections.md).

export const TAG_MAX = 40;
export const TAGS_PER_PRODUCT_MAX = 20;
/** A manual collection's products, and the collections a shop has. */
export const COLLECTION_PRODUCTS_MAX = 500;
export const COLLECTIONS_MAX = 200;
export const COLLECTION_TITLE_MAX = 80;
export const COLLECTION_DESCRIPTION_MAX = 2000;
export const COLLECTION_SEO_TITLE_MAX = 70;
export const COLLECTION_SEO_DESCRIPTION_MAX = 160;
export const COLLECTION_SLUG_MAX = 60;
