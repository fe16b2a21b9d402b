/** Spec §2 Home, §9: New Arrivals shows 4 random products. */
export const NEW_ARRIVALS_COUNT = 4;

/** Spec §2 Home, §9: each Popular Picks preview shows 4 random items (default limit 4). */
export const CATEGORY_PREVIEW_LIMIT = 4;

/** Spec §2 Shop, §9: skeleton cards while the product grid loads. */
export const SHOP_SKELETON_CARDS = 6;

/** Spec §2 Product detail, §9: up to 5 similar products from the same category. */
export const SIMILAR_PRODUCTS_MAX = 5;

/** Spec §9 Delivery estimate (with an en dash). */
export const DELIVERY_ESTIMATE = '5–7 working days';
