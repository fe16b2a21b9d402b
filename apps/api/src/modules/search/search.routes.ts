import { ENDPOINTS } from '@vastra/domain/api';
import type { FastifyPluginAsync } from 'fastify';
import { contractRoutes } from '../../plugins/contract-route';
import type { SearchService } from './search.service';

/** GET /api/client/search and its suggestions (packages/domain/src/api/endpoints-storefront.ts). */
export function searchRoutes(service: SearchService): FastifyPluginAsync {
  return async (app) => {
    const route = contractRoutes(app);
    route(ENDPOINTS.search, async ({ query }) => service.search(query));
    route(ENDPOINTS.searchSuggestions, async ({ query }) => service.suggest(query.q));
  };
}
