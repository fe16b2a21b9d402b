import { ENDPOINTS, type SearchQuery } from '@vastra/domain/api';
import { isAttributeSlug, SEARCH_PARAMETER_NAMES } from '@vastra/domain/catalog';
import type { FastifyPluginAsync } from 'fastify';
import { parse as parseQueryString } from 'fast-querystring';
import { AppError } from '../../errors';
import { contractRoutes } from '../../plugins/contract-route';
import { negotiateEncoding, sendLazyEntity } from '../../shared/http-entity';
import type { PreparedRead } from '../../plugins/prepared-reads';
import type { SearchService } from './search.service';

/** The query string of a URL: what follows its first '?' (as the router splits it), '' for none. */
const queryStringOf = (url: string): string => (url.includes('?') ? url.slice(url.indexOf('?') + 1) : '');

/**
 * A parameter name the contract's schema cannot see, or null: an object drops a key such as `__proto__` before the
 * schema's check of attribute names runs, so it is refused here as the schema refuses an unknown one
 * (docs/decisions/092-attributes.md).
 */
function unreadName(url: string): string | null {
  for (const name of new URLSearchParams(queryStringOf(url)).keys()) {
    if (!(SEARCH_PARAMETER_NAMES as readonly string[]).includes(name) && !isAttributeSlug(name)) return name;
  }
  return null;
}

function refuseUnreadNames(url: string): void {
  const name = unreadName(url);
  if (name !== null) throw new AppError('bad-request', `querystring Unrecognized key: "${name}"`);
}

/**
 * A search URL's query as the route gets it: split and decoded by the parser Fastify's router uses (its default,
 * fast-querystring) and read by the contract's schema; null for one the route refuses (it then answers the error).
 */
function searchQueryOf(url: string): SearchQuery | null {
  const text = queryStringOf(url);
  const read = ENDPOINTS.search.query.safeParse(text.length === 0 ? {} : parseQueryString(text));
  return read.success && unreadName(url) === null ? read.data : null;
}

/** Clients revalidate every time; the ETag makes that a 304 while the answer is unchanged (as the catalogue's). */
const REVALIDATE = 'no-cache';

/**
 * A search is answered before the router, with the same bytes and headers as the route's: a URL asked before from its
 * kept answer (docs/decisions/165-remembered-searches-before-the-router.md), any other read as the route reads it
 * (docs/decisions/186-searches-before-the-router.md). A query the contract refuses, and a failed search, go to the
 * route, which answers the error.
 */
export function searchRead(service: SearchService): PreparedRead {
  return {
    endpoint: ENDPOINTS.search,
    byUrl: true,
    async find(url, headers) {
      const kept = await service.remembered(url);
      if (kept) return kept;
      const query = searchQueryOf(url);
      return query && service.searchEntity(query, negotiateEncoding(headers?.['accept-encoding']), url);
    },
    cacheControl: REVALIDATE,
  };
}

/**
 * GET /api/client/search and its suggestions (packages/domain/src/api/endpoints-storefront.ts). A search is sent
 * as a prepared body (search.service.ts `searchEntity`), so it skips the serializer, and each encoding is compressed
 * once.
 */
export function searchRoutes(service: SearchService): FastifyPluginAsync {
  return async (app) => {
    const route = contractRoutes(app);
    route(
      ENDPOINTS.search,
      async ({ query, request, reply }) => {
        refuseUnreadNames(request.url);
        const entity = await service.searchEntity(
          query,
          negotiateEncoding(request.headers['accept-encoding']),
          request.url,
        );
        return sendLazyEntity(request, reply, entity, REVALIDATE);
      },
      { compress: false },
    );
    route(ENDPOINTS.searchSuggestions, async ({ query }) => service.suggest(query.q));
  };
}
