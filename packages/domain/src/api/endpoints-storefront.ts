import { CategoryParams, SizeGuideResponse } from './admin-categories';
import { LiveOffersResponse } from './checkout-quote';
import { CheckoutRulesResponse, ServiceabilityQuery, ServiceabilityResponse } from './delivery';
import { CollectionPageQuery, CollectionPageResponse, CollectionSlugParams } from './collections';
import { ProductPathParams } from './products';
import { ProductIdParams } from './reviews';
import {
  HomeResponse,
  ReviewSummaryResponse,
  SearchQuery,
  SearchResponse,
  SimilarProductsResponse,
  SuggestQuery,
  SuggestResponse,
} from './storefront';
import type { Endpoint } from './endpoint';

/**
 * The storefront's small reads: search, suggestions, home, similar products, a review summary, a category's size
 * guide, the live offers, the checkout's rules and whether the shop delivers to a PIN.
 */
export const STOREFRONT_ENDPOINTS = {
  search: {
    method: 'GET',
    path: '/api/client/search',
    auth: 'none',
    tags: ['catalog'],
    summary: 'Search, filter and sort the catalogue, a page at a time, with facet counts',
    query: SearchQuery,
    response: SearchResponse,
    errors: [],
  },
  searchSuggestions: {
    method: 'GET',
    path: '/api/client/search/suggestions',
    auth: 'none',
    tags: ['catalog'],
    summary: 'Suggestions while the shopper types: categories and products',
    query: SuggestQuery,
    response: SuggestResponse,
    errors: [],
  },
  home: {
    method: 'GET',
    path: '/api/client/home',
    auth: 'none',
    tags: ['catalog'],
    summary: 'What the home page shows',
    response: HomeResponse,
    errors: [],
  },
  collectionPage: {
    method: 'GET',
    path: '/api/client/collections/:slug',
    auth: 'none',
    tags: ['catalog'],
    summary:
      "A visible collection's title, description and products, a page at a time (docs/decisions/098-collections.md)",
    params: CollectionSlugParams,
    query: CollectionPageQuery,
    response: CollectionPageResponse,
    errors: ['not_found'],
  },
  similarProducts: {
    method: 'GET',
    path: '/api/client/products/:id/similar',
    auth: 'none',
    tags: ['catalog'],
    summary: 'Other products of the same category',
    params: ProductPathParams,
    response: SimilarProductsResponse,
    errors: ['not_found'],
  },
  reviewSummary: {
    method: 'GET',
    path: '/api/reviews/:productId/summary',
    auth: 'none',
    tags: ['reviews'],
    summary: "A product's rating: average, count and how many gave each number of stars",
    params: ProductIdParams,
    response: ReviewSummaryResponse,
    errors: ['not_found'],
  },
  categorySizeGuide: {
    method: 'GET',
    path: '/api/client/categories/:slug/size-guide',
    auth: 'none',
    tags: ['catalog'],
    summary: "A category's size guide in cm (null when it has none); hidden categories' too, for old links",
    params: CategoryParams,
    response: SizeGuideResponse,
    errors: ['category_unknown'],
  },
  liveOffers: {
    method: 'GET',
    path: '/api/offers',
    auth: 'none',
    tags: ['orders'],
    summary: 'The offers live now, for badges and "Available offers"',
    response: LiveOffersResponse,
    errors: [],
  },
  checkoutRules: {
    method: 'GET',
    path: '/api/checkout/rules',
    auth: 'none',
    tags: ['orders'],
    summary: "The shop's cash-on-delivery rules checkout applies (limit, PIN, confirmation) and its delivery fees",
    response: CheckoutRulesResponse,
    errors: [],
  },
  serviceability: {
    method: 'GET',
    path: '/api/shipping/serviceability',
    auth: 'none',
    tags: ['shipping'],
    summary: 'Whether the shop delivers to a PIN, with cash on delivery or not, and by when',
    query: ServiceabilityQuery,
    response: ServiceabilityResponse,
    errors: ['provider_failed', 'rate_limited'],
  },
} as const satisfies Record<string, Endpoint>;
