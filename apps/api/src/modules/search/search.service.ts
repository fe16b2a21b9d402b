import type { ProductResponse, SearchQuery, SearchResponse, SuggestResponse } from '@vastra/domain/api';
import {
  normaliseSearchText,
  parseSearchText,
  SUGGEST_MIN_CHARS,
  SUGGESTIONS_MAX,
  type SearchSort,
} from '@vastra/domain/catalog';
import type { CatalogService } from '../catalog';
import { Lru } from '../../shared/lru';
import { createLazyEntity, QUICK_EFFORT, type Encoding, type LazyEntity } from '../../shared/http-entity';
import { encodeCursor } from './search-cursor';
import {
  createSearchIndex,
  type AttributeDefinition,
  type Candidates,
  type CategoryDefinition,
  type IndexEntry,
  type SearchIndex,
} from './search-index';
import { cardsOf, searchBody } from './search-body';
import { categorySuggestions } from './search-category-suggestions';
import type { ReadQuery } from './search-query';
import { createReadings } from './search-readings';
import { createTextMatcher } from './search-text';
import type { MatchRow, SearchRepository, SortKeyRow } from './search.repository';

// The storefront's search (docs/decisions/025-search-in-postgresql.md): text matching in PostgreSQL, then
// filters, sorts, facets and pages over the catalogue's cached snapshot; whole answers kept in an LRU per snapshot.

const JSON_TYPE = 'application/json; charset=utf-8';

/** How long the units sold (`popular`) are reused before they are counted again. */
export const POPULAR_REFRESH_MS = 5 * 60_000;
/**
 * Whole answers remembered per catalogue snapshot: from a query's second ask among the last this many distinct ones
 * (its first is remembered as asked, no more; docs/decisions/191-never-asked-answers-not-kept.md).
 */
export const RESULT_CACHE_SIZE = 1000;

interface State {
  products: readonly ProductResponse[];
  /** The shop's attributes as this snapshot was built with them (the filters' names and order). */
  definitions: readonly AttributeDefinition[];
  /** The shop's categories as this snapshot was built with them (docs/decisions/097-categories.md). */
  categories: readonly CategoryDefinition[];
  index: SearchIndex;
  results: Lru<string, Promise<Answer>>;
  /** What each query asks of this state, and whether its answer is kept (search-readings.ts). */
  readingOf: ReturnType<typeof createReadings>;
  /**
   * The same answers as prepared bodies (bytes and ETag), made on their first request over HTTP; each encoding is
   * compressed on its first request (most answers are sent in one).
   */
  entities: Lru<string, Promise<LazyEntity>>;
  /**
   * Per URL answered (its path and query as sent), that answer: the same URL asks the same of this
   * state, and is answered before the router (docs/decisions/165-remembered-searches-before-the-router.md).
   */
  urls: Lru<string, LazyEntity>;
  /**
   * Per text match (the matcher's remembered rows) its entries, and per sort their order: worked out once per state,
   * so queries that share their words and differ in filters, sort or page pay only the pass over the match (and its
   * sorts share one set of candidates, and so the facets' counts the index keeps for it).
   */
  matched: WeakMap<readonly MatchRow[], { within: IndexEntry[]; bySort: Map<SearchSort, Candidates> }>;
}

/** An answer, and its cards' JSON as bytes (search-body.ts), in the order of its items. */
interface Answer {
  response: SearchResponse;
  cardBytes: readonly string[];
}

export type SearchService = ReturnType<typeof createSearchService>;

export function createSearchService(
  repo: SearchRepository,
  catalog: Pick<CatalogService, 'listProducts' | 'getProducts' | 'version'>,
  options: { now?: () => number } = {},
) {
  const now = options.now ?? (() => performance.now());
  const text = createTextMatcher(repo);
  let keys: { rows: Map<string, SortKeyRow>; loadedAt: number } | null = null;
  let state: Promise<State> | null = null;
  let stateOf = -1;
  let builtAt = 0;
  /** The catalogue's snapshot as `current` last read it. */
  let latest: readonly ProductResponse[] | null = null;

  async function sortKeysFor(products: readonly ProductResponse[]): Promise<Map<string, SortKeyRow>> {
    const stale = !keys || now() - keys.loadedAt >= POPULAR_REFRESH_MS || products.some((p) => !keys?.rows.has(p._id));
    if (stale) {
      const loadedAt = now();
      const rows = await repo.sortKeys();
      keys = { rows: new Map(rows.map((r) => [r.id, r])), loadedAt };
    }
    return (keys as { rows: Map<string, SortKeyRow> }).rows;
  }

  async function build(products: readonly ProductResponse[]): Promise<State> {
    const [rows, definitions, categories] = await Promise.all([
      sortKeysFor(products),
      repo.attributeDefinitions(),
      repo.categoryDefinitions().then(async (read) => {
        await text.useCatalogue(products, read);
        return read;
      }),
    ]);
    return {
      products,
      definitions,
      categories,
      index: createSearchIndex(products, rows, definitions, categories),
      results: new Lru(RESULT_CACHE_SIZE),
      readingOf: createReadings(definitions, RESULT_CACHE_SIZE),
      entities: new Lru(RESULT_CACHE_SIZE),
      urls: new Lru(RESULT_CACHE_SIZE),
      matched: new WeakMap(),
    };
  }

  /** A `popular` refresh under way behind the state in use (at most one). */
  let refreshing = false;

  /**
   * `popular` is due on an unchanged catalogue: the next state is built behind the one in use, which keeps answering
   * until it is ready (docs/decisions/106-search-at-scale.md). It replaces it only if nothing newer did meanwhile; a
   * failed build leaves the state in use, and the next period tries again.
   */
  function refreshPopular(products: readonly ProductResponse[], version: number, held: Promise<State>): void {
    if (refreshing) return;
    refreshing = true;
    builtAt = now();
    build(products)
      .then((next) => {
        if (state === held && stateOf === version) state = Promise.resolve(next);
      })
      .catch(() => undefined)
      .finally(() => {
        refreshing = false;
      });
  }

  /**
   * The state of the catalogue's current version: rebuilt, with every request waiting for it, when the catalogue
   * changes (its `version`, not every reload of an unchanged catalogue); when only `popular` is due, rebuilt behind
   * the state in use.
   */
  async function current(): Promise<State> {
    const version = catalog.version;
    const products = await catalog.listProducts();
    latest = products;
    if (!state || stateOf !== version) {
      stateOf = version;
      builtAt = now();
      const next = build(products);
      state = next;
      next.catch(() => {
        if (state === next) state = null;
      });
    } else if (now() - builtAt >= POPULAR_REFRESH_MS) refreshPopular(products, version, state);
    return state;
  }

  /** The candidates of a text match in `sort` order (relevance: the match's own), once per state, match and sort. */
  function candidatesOf(s: State, rows: readonly MatchRow[], sort: SearchSort): Candidates {
    let match = s.matched.get(rows);
    if (!match) {
      const within: IndexEntry[] = [];
      for (const row of rows) {
        const entry = s.index.entry(row.id);
        if (entry) within.push(entry);
      }
      match = { within, bySort: new Map() };
      s.matched.set(rows, match);
    }
    let candidates = match.bySort.get(sort);
    if (!candidates) {
      candidates = s.index.candidates(sort, match.within);
      match.bySort.set(sort, candidates);
    }
    return candidates;
  }

  async function answer(s: State, read: ReadQuery, offset: number, hash: string): Promise<Answer> {
    let candidates: Candidates;
    let didYouMean: string | null = null;
    if (read.terms.length > 0) {
      candidates = candidatesOf(s, await text.match(read.terms), read.sort);
      if (candidates.size === 0) didYouMean = await text.didYouMean(read.terms);
    } else candidates = s.index.candidates(read.sort, null);
    const page = s.index.page(candidates, read.filters, offset, read.limit);
    // The catalogue's own copies: it may have loaded newer stock before announcing a new version. While the newest
    // snapshot seen (`current`, at this request's start or since) is the one this state was built of, they are the
    // entries' own.
    const fresh = latest === s.products ? null : await catalog.getProducts(page.entries.map((e) => e.product._id));
    const { items, cardBytes } = cardsOf(page.entries, fresh);
    const next = offset + page.entries.length;
    const response: SearchResponse = {
      items,
      total: page.total,
      nextCursor: page.entries.length > 0 && next < page.total ? encodeCursor(next, hash) : null,
      facets: page.facets,
      didYouMean,
    };
    return { response, cardBytes };
  }

  /** The state, the answer's cache key and the answer (from the cache, or started, and kept there if `keep`). */
  async function cached(query: SearchQuery) {
    const s = await current();
    const { reading, keep } = s.readingOf(query);
    const { read, hash, offset, cacheKey } = reading;
    let result = s.results.get(cacheKey);
    if (!result) {
      result = answer(s, read, offset, hash);
      if (keep) {
        s.results.set(cacheKey, result);
        result.catch(() => s.results.delete(cacheKey));
      }
    }
    return { s, cacheKey, result, keep };
  }

  /** One page of the catalogue for a query (validated by the contract): items, total, next cursor, facets. */
  async function search(query: SearchQuery): Promise<SearchResponse> {
    return (await (await cached(query)).result).response;
  }

  /**
   * The same answer ready to send: serialised (each product's JSON written once, search-body.ts) and compressed once
   * per query and catalogue snapshot (quickly: most answers are sent once), so a repeated search costs a map lookup
   * instead of serialising 24 products again. `first`: the encoding the asking client takes, made at once. `url`:
   * the request's URL, whose query the contract read into `query`; its answer is then kept for `remembered`.
   */
  async function searchEntity(query: SearchQuery, first?: Encoding, url?: string): Promise<LazyEntity> {
    const { s, cacheKey, result, keep } = await cached(query);
    let entity = keep ? s.entities.get(cacheKey) : undefined;
    if (!entity) {
      entity = result.then(({ response, cardBytes }) =>
        createLazyEntity(() => searchBody(response, cardBytes), JSON_TYPE, { effort: QUICK_EFFORT, first }),
      );
      if (keep) {
        s.entities.set(cacheKey, entity);
        entity.catch(() => s.entities.delete(cacheKey));
      }
    }
    const made = await entity;
    if (keep && url !== undefined) s.urls.set(url, made);
    return made;
  }

  /** The answer to a URL the route answered in the current state, or null (the route then reads and computes it). */
  async function remembered(url: string): Promise<LazyEntity | null> {
    const entity = (await current()).urls.get(url) ?? null;
    // Asked again: likely to be asked many times more, so sent in fewer bytes from now on (decision 179).
    void entity?.settle();
    return entity;
  }

  return {
    search,
    searchEntity,
    remembered,

    /** Up to SUGGESTIONS_MAX: matching categories first, then the best matching products. */
    async suggest(q: string): Promise<SuggestResponse> {
      if (normaliseSearchText(q).replace(/[\s-]/g, '').length < SUGGEST_MIN_CHARS) return { suggestions: [] };
      const categories = categorySuggestions(q, (await current()).categories).slice(0, SUGGESTIONS_MAX);
      const room = SUGGESTIONS_MAX - categories.length;
      const products =
        room > 0 && parseSearchText(q).terms.length > 0
          ? (await search({ q, sort: 'relevance', limit: room })).items
          : [];
      return {
        suggestions: [
          ...categories,
          ...products.map((p) => ({
            kind: 'product' as const,
            text: p.title,
            productId: p._id,
            image: p.images[0] ?? null,
            price: p.price,
          })),
        ],
      };
    },
  };
}
