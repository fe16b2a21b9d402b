import { z } from 'zod';
import {
  ATTRIBUTE_FILTER_VALUES_MAX,
  ATTRIBUTE_FILTERS_MAX,
  ATTRIBUTE_NAME_MAX,
  isAttributeSlug,
} from '../catalog/attributes';
import { HOME_RAIL_SOURCES } from '../catalog/home-content';
import { SEARCH_LIMIT_MAX, SEARCH_QUERY_MAX, SEARCH_SIZES_MAX, SEARCH_SORTS, SUGGESTIONS_MAX } from '../catalog/search';
import { type CollectionPageResponse } from './collections';
import { Id, Rupees, RUPEES_MAX } from './common';
import { CategorySlug, ProductCardResponse, ProductResponse } from './products';

const Count = z.number().int().min(0);
const WholeRupees = z.coerce.number().int().min(0).max(RUPEES_MAX);

/** An attribute filter's value: one value slug, or several separated by commas (`red,blue`: either). */
const AttributeFilterParam = z
  .string()
  .max(ATTRIBUTE_FILTER_VALUES_MAX * (ATTRIBUTE_NAME_MAX + 1))
  .regex(
    new RegExp(
      `^[a-z0-9-]{1,${ATTRIBUTE_NAME_MAX}}(,[a-z0-9-]{1,${ATTRIBUTE_NAME_MAX}}){0,${ATTRIBUTE_FILTER_VALUES_MAX - 1}}$`,
    ),
    {
      error: `one value, or up to ${ATTRIBUTE_FILTER_VALUES_MAX} separated by commas, in lower case`,
    },
  );

const SEARCH_FIELDS = {
  q: z.string().max(SEARCH_QUERY_MAX).optional(),
  category: CategorySlug.optional(),
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
};

/** The query as read: the named parameters, and the attribute filters (attribute slug → value slugs). */
export type SearchQuery = { [K in keyof typeof SEARCH_FIELDS]?: z.output<(typeof SEARCH_FIELDS)[K]> } & {
  attributes?: Record<string, string[]>;
};

/**
 * GET /api/client/search query. Every parameter is optional; one out of range is a 400 naming it. `size` takes one
 * size or several separated by commas (`M,L`); `cursor` is the `nextCursor` of the page before, with the same other
 * parameters. Any other parameter is an attribute filter named by the attribute's slug, its values' slugs separated
 * by commas (`fabric=cotton&colour=red,blue`: cotton, and red or blue), read into `attributes`; a name that cannot
 * be an attribute's is a 400, one no attribute has is left out (docs/decisions/092-attributes.md).
 */
export const SearchQuery = z
  .object(SEARCH_FIELDS)
  .catchall(z.unknown())
  .superRefine((query, ctx) => {
    const extra = Object.keys(query).filter((key) => !Object.hasOwn(SEARCH_FIELDS, key));
    for (const key of extra) {
      // Names every object has (constructor, __proto__…) are never an attribute's: refused like an unknown key.
      if (!isAttributeSlug(key) || key in Object.prototype) {
        ctx.addIssue({ code: 'unrecognized_keys', keys: [key], message: `Unrecognized key: "${key}"` });
        continue;
      }
      const checked = AttributeFilterParam.safeParse(query[key]);
      if (!checked.success) ctx.addIssue({ code: 'custom', path: [key], message: checked.error.issues[0]?.message });
    }
    if (extra.length > ATTRIBUTE_FILTERS_MAX) {
      ctx.addIssue({ code: 'custom', message: `at most ${ATTRIBUTE_FILTERS_MAX} attribute filters` });
    }
    if (query.minPrice !== undefined && query.maxPrice !== undefined && query.minPrice > query.maxPrice) {
      ctx.addIssue({ code: 'custom', path: ['maxPrice'], message: 'must not be below minPrice' });
    }
  })
  .transform((query): SearchQuery => {
    const known: Partial<Record<keyof typeof SEARCH_FIELDS, unknown>> = {};
    const attributes: Record<string, string[]> = {};
    for (const [key, value] of Object.entries(query)) {
      if (Object.hasOwn(SEARCH_FIELDS, key)) known[key as keyof typeof SEARCH_FIELDS] = value;
      else if (typeof value === 'string') attributes[key] = value.split(',');
    }
    const read = known as { [K in keyof typeof SEARCH_FIELDS]: z.output<(typeof SEARCH_FIELDS)[K]> };
    return Object.keys(attributes).length > 0 ? { ...read, attributes } : read;
  });

/**
 * Counts for the current query: each facet counts with every other filter applied but not its own,
 * so choosing a size still shows how many the other sizes have.
 */
export const SearchFacets = z.object({
  categories: z.array(z.object({ value: CategorySlug, name: z.string(), count: Count })),
  sizes: z.array(z.object({ value: z.string(), count: Count })),
  priceBands: z.array(z.object({ min: Rupees, max: Rupees.nullable(), count: Count })),
  /**
   * Each storefront filter attribute in the shop's order with each of its values in theirs
   * (docs/decisions/092-attributes.md); absent from answers made before attributes. `hindiName` where the shop gave
   * one (docs/decisions/174-attribute-names-in-hindi.md).
   */
  attributes: z
    .array(
      z.object({
        slug: z.string(),
        name: z.string(),
        hindiName: z.string().optional(),
        values: z.array(
          z.object({ value: z.string(), name: z.string(), hindiName: z.string().optional(), count: Count }),
        ),
      }),
    )
    .optional(),
});
export type SearchFacets = z.infer<typeof SearchFacets>;

export const SearchResponse = z.object({
  /** The page's products as cards (docs/decisions/162-search-answers-list-cards.md). */
  items: z.array(ProductCardResponse),
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
  z.object({ kind: z.literal('category'), text: z.string(), category: CategorySlug }),
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
        /**
         * The headline and sub-text in Hindi, present only when the owner wrote either
         * (docs/decisions/173-owner-texts-in-hindi.md); an empty one is shown in English.
         */
        hindi: z.object({ headline: z.string(), subText: z.string() }).optional(),
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
        /** The title in Hindi, present only when the owner wrote one. */
        hindi: z.object({ title: z.string() }).optional(),
        source: z.enum(HOME_RAIL_SOURCES),
        items: z.array(ProductResponse),
      }),
    )
    .optional(),
  heroImages: z.array(z.string()),
  /** The Browse by Category tiles in order, each with its shown name (docs/decisions/097-categories.md). */
  categoryCovers: z.array(
    z.object({ category: CategorySlug, name: z.string().optional(), image: z.string().nullable() }),
  ),
  newArrivals: z.array(ProductResponse),
  favourites: z.array(ProductResponse),
  previews: z.array(z.object({ category: CategorySlug, name: z.string().optional(), items: z.array(ProductResponse) })),
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
  /** How many shown reviews said each fit (docs/decisions/113-review-photos-and-fit.md). */
  fit: z.object({ small: Count, true: Count, large: Count }).optional(),
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
  | { kind: 'product'; product: ProductResponse; similar: SimilarProductsResponse }
  /** A collection's first page (GET /api/client/collections/{slug}'s answer). */
  | { kind: 'collection'; slug: string; page: CollectionPageResponse };
