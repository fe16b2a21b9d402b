import { ENDPOINTS } from '@vastra/domain/api';
import type { FastifyPluginAsync } from 'fastify';
import { contractRoutes } from '../../plugins/contract-route';
import { sendEntity } from '../../shared/http-entity';
import type { SearchService } from './search.service';

/** Clients revalidate every time; the ETag makes that a 304 while the answer is unchanged (as the catalogue's). */
const REVALIDATE = 'no-cache';

/**
 * GET /api/client/search and its suggestions (packages/domain/src/api/endpoints-storefront.ts). A search is sent
 * as a prepared body (search.service.ts `searchEntity`), so it skips the serializer and compression.
 */
export function searchRoutes(service: SearchService): FastifyPluginAsync {
  return async (app) => {
    const route = contractRoutes(app);
    route(
      ENDPOINTS.search,
      async ({ query, request, reply }) => sendEntity(request, reply, await service.searchEntity(query), REVALIDATE),
      { compress: false },
    );
    route(ENDPOINTS.searchSuggestions, async ({ query }) => service.suggest(query.q));
  };
}
