import { ENDPOINTS } from '@vastra/domain/api';
import { isAttributeSlug, SEARCH_PARAMETER_NAMES } from '@vastra/domain/catalog';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../errors';
import { contractRoutes } from '../../plugins/contract-route';
import { negotiateEncoding, sendLazyEntity } from '../../shared/http-entity';
import type { PreparedRead } from '../../plugins/prepared-reads';
import type { SearchService } from './search.service';

/**
 * A parameter name the contract's schema cannot see is refused as it refuses an unknown one: an object drops a key
 * such as `__proto__` before the schema's check of attribute names runs (docs/decisions/092-attributes.md).
 */
function refuseUnreadNames(url: string): void {
  const search = url.includes('?') ? url.slice(url.indexOf('?') + 1) : '';
  for (const name of new URLSearchParams(search).keys()) {
    if (!(SEARCH_PARAMETER_NAMES as readonly string[]).includes(name) && !isAttributeSlug(name)) {
      throw new AppError('bad-request', `querystring Unrecognized key: "${name}"`);
    }
  }
}

/** Clients revalidate every time; the ETag makes that a 304 while the answer is unchanged (as the catalogue's). */
const REVALIDATE = 'no-cache';

/**
 * A search whose URL the route answered is answered before the router the next times it is asked, with the same bytes
 * and headers (docs/decisions/165-remembered-searches-before-the-router.md); any other goes to the route.
 */
export function searchRead(service: SearchService): PreparedRead {
  return { endpoint: ENDPOINTS.search, byUrl: true, find: service.remembered, cacheControl: REVALIDATE };
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
