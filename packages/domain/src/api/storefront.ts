import { z } from 'zod';
import { CATEGORIES } from '../catalog/categories';
import { HOME_RAIL_SOURCES } from '../catalog/home-content';
import { SEARCH_LIMIT_MAX, SEARCH_QUERY_MAX, SEARCH_SIZES_MAX, SEARCH_SORTS, SUGGESTIONS_MAX } from '../catalog/search';
import { Id, Rupees, RUPEES_MAX } from './common';
import { ProductResponse } from './products';

const Count = z.number().int().min(0);
const WholeRupees = z.coerce.number().int().min(0).max(RUPEES_MAX);

/**
 * GET /api/client/search query. Every parameter is optional; an unknown one, or one out of range, is a
 * 400 naming it. `size` takes one size or several separated by commas (`M,L`); `cursor` is the
 * `nextCursor` of the page before, with the same other parameters.
 */
export const SearchQuery = z
  .strictObject({
    q: z.string().max(SEARCH_QUERY_MAX).optional(),
    category: z.enum(CATEGORIES).optional(),
    size: z
      .string()
      .max(SEARCH_SIZES_MAX * 21)
      .regex(new RegExp(`^[^,]{1,20}(,[^,]{1,20}){0,${SEARCH_SIZES_MAX - 1}}$`), {
        error: `one size, or up to ${SEARCH_SIZES_MAX} separated by commas`,
      })
      .optional(),
    minPrice: WholeRupees.optional(),
    maxPrice: WholeRupees.optional(),
    inStock: z.enum(['true', 'false']).optional(),
    sort: z.enum(SEARCH_SORTS).optional(),
    cursor: z.string().max(200).optional(),
    limit: z.coerce.number().int().min(1).max(SEARCH_LIMIT_MAX).optional(),
  })
  .refine((query) => query.minPrice === undefined || query.maxPrice === undefined || query.minPrice <= query.maxPrice, {
    path: ['maxPrice'],
    error: 'must not be below minPrice',
  });
export type SearchQuery = z.infer<typeof SearchQuery>;

/**
 * Counts for the current query: each facet counts with every other filter applied but not its own,
 * so choosing a size still shows how many the other sizes have.
 */
export const SearchFacets = z.object({
  categories: z.array(z.object({ value: z.enum(CATEGORIES), count: Count })),
  sizes: z.array(z.object({ value: z.string(), count: Count })),
  priceBands: z.array(z.object({ min: Rupees, max: Rupees.nullable(), count: Count })),
});
export type SearchFacets = z.infer<typeof SearchFacets>;

export const SearchResponse = z.object({
  items: z.array(ProductResponse),
  /** How many products match in all (every page). */
  total: Count,
  nextCursor: z.string().nullable(),
  facets: SearchFacets,
  /** When nothing matched `q`: a query that would match (the closest spelling), or null. */
  didYouMean: z.string().nullable(),
});
export type SearchResponse = z.infer<typeof SearchResponse>;

/** GET /api/client/search/suggestions query: what the shopper has typed so far. */
export const SuggestQuery = z.strictObject({ q: z.string().min(1).max(SEARCH_QUERY_MAX) });
export type SuggestQuery = z.infer<typeof SuggestQuery>;

/** One suggestion: a category to open, or a product with its first photo and price. */
export const Suggestion = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('category'), text: z.string(), category: z.enum(CATEGORIES) }),
  z.object({
    kind: z.literal('product'),
    text: z.string(),
    productId: Id,
    image: z.string().nullable(),
    price: Rupees,
  }),
]);
export type Suggestion = z.infer<typeof Suggestion>;
export const SuggestResponse = z.object({ suggestions: z.array(Suggestion).max(SUGGESTIONS_MAX) });
export type SuggestResponse = z.infer<typeof SuggestResponse>;

/**
 * GET /api/client/home: what the home page shows, and nothing more — the hero's photos, a cover per
 * category tile, 4 new arrivals, the handpicked favourites and each category's preview (random picks,
 * re-picked every few minutes).
 */
export const HomeResponse = z.object({
  /**
   * The hero's slides live at the server's now, in the owner's order (docs/decisions/094-home-content.md); `image`
   * null is the built-in art (the arches framing `heroImages`). Absent (an answer from before them): the defaults.
   */
  slides: z
    .array(
      z.object({
        id: z.string(),
        headline: z.string(),
        subText: z.string(),
        image: z.string().nullable(),
        link: z.string(),
      }),
    )
    .optional(),
  /**
   * The product rails live now, in order. A `new-arrivals` rail shows `newArrivals` and a `favourites` rail
   * `favourites` (so their products are sent once); the others carry their own `items`.
   */
  rails: z
    .array(
      z.object({
        id: z.string(),
        title: z.string(),
        source: z.enum(HOME_RAIL_SOURCES),
        items: z.array(ProductResponse),
      }),
    )
    .optional(),
  heroImages: z.array(z.string()),
  categoryCovers: z.array(z.object({ category: z.enum(CATEGORIES), image: z.string().nullable() })),
  newArrivals: z.array(ProductResponse),
  favourites: z.array(ProductResponse),
  previews: z.array(z.object({ category: z.enum(CATEGORIES), items: z.array(ProductResponse) })),
});
export type HomeResponse = z.infer<typeof HomeResponse>;

/** GET /api/client/products/{id}/similar: up to SIMILAR_PRODUCTS_MAX others of its category. */
export const SimilarProductsResponse = z.array(ProductResponse);
export type SimilarProductsResponse = z.infer<typeof SimilarProductsResponse>;

/** GET /api/reviews/{productId}/summary: the shown reviews' average (one decimal), count and stars. */
export const ReviewSummaryResponse = z.object({
  average: z.number().min(0).max(5),
  count: Count,
  /** How many reviews gave each number of stars. */
  distribution: z.object({ '1': Count, '2': Count, '3': Count, '4': Count, '5': Count }),
});
export type ReviewSummaryResponse = z.infer<typeof ReviewSummaryResponse>;

/**
 * The data a storefront page brings inside its HTML (a JSON block with id INITIAL_PAGE_ELEMENT_ID), so
 * its first screen needs no request: exactly what that screen shows.
 */
export type InitialPage =
  | { kind: 'home'; home: HomeResponse }
  /** `query`: the search query string answered (as the page's address had it, normalised). */
  | { kind: 'shop'; query: string; result: SearchResponse }
  | { kind: 'product'; product: ProductResponse; similar: SimilarProductsResponse };
