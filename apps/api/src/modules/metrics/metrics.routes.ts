import { ENDPOINTS } from '@vastra/domain/api';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../errors';
import { contractRoutes } from '../../plugins/contract-route';
import { safeEqual, sha256 } from '../../shared/crypto';
import { METRICS_MESSAGES } from './metrics.messages';
import type { RequestLabels, ShopMetrics } from './shop-metrics';

/** The route label of an answer no route matched (an unknown path, a page of the web app). */
export const UNKNOWN_ROUTE = '__unknown__';

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * An answer's labels: its route's pattern as registered (`/api/orders/:id`, never the URL with the id), `__unknown__`
 * when no route matched, and its status class. Nothing about who asked: no user, phone or order id.
 */
export function labelsOf(request: FastifyRequest, reply: FastifyReply): RequestLabels {
  return {
    method: METHODS.has(request.method) ? request.method : 'OTHER',
    route: request.is404 ? UNKNOWN_ROUTE : (request.routeOptions.url ?? UNKNOWN_ROUTE),
    status: `${Math.floor(reply.statusCode / 100)}xx`,
  };
}

/** Counts every answer of `app` but the scrape's own; added on the root instance before any route. */
export function trackRequests(app: FastifyInstance, metrics: ShopMetrics): void {
  app.addHook('onResponse', (request, reply, done) => {
    const labels = labelsOf(request, reply);
    if (labels.route !== ENDPOINTS.metrics.path) metrics.observe(labels, reply.elapsedTime / 1000);
    done();
  });
}

/** Whether `authorization` is `Bearer <token>`: compared as SHA-256 digests, in constant time and length. */
export function bearerMatches(authorization: string | undefined, token: string): boolean {
  const match = /^Bearer +(\S+) *$/i.exec(authorization ?? '');
  return safeEqual(sha256(match?.[1] ?? ''), sha256(token)) && match !== null;
}

/**
 * GET /api/metrics: the registry in Prometheus text for a caller with the token; without METRICS_TOKEN (`metrics`
 * null) the same 404 as an unknown path, so a shop without metrics shows no sign of the route.
 */
export function metricsRoutes(deps: { metrics: ShopMetrics | null; token: string | undefined }): FastifyPluginAsync {
  return async (app) => {
    const route = contractRoutes(app);
    route(ENDPOINTS.metrics, async ({ request, reply }) => {
      const { metrics, token } = deps;
      // Refusals included: a cache between the scraper and the shop keeps none of it.
      void reply.header('cache-control', 'no-store');
      if (!metrics || token === undefined) {
        throw new AppError('not-found', `Route ${request.method} ${ENDPOINTS.metrics.path} not found`);
      }
      if (!bearerMatches(request.headers.authorization, token)) {
        throw new AppError('unauthorized', METRICS_MESSAGES.tokenRequired, {}, { 'www-authenticate': 'Bearer' });
      }
      await metrics.refresh();
      const text = await metrics.registry.metrics();
      return reply.type(metrics.registry.contentType).send(text);
    });
  };
}
