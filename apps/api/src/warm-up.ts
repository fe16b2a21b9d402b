import { ENDPOINTS } from '@vastra/domain/api';
import type { FastifyInstance } from 'fastify';

// What a started server does before its first shopper asks (docs/decisions/148-catalogue-read-per-product.md): the
// catalogue's snapshot and the search's index are made on first use, which at 50,000 products took seconds; made
// here, right after the server listens, the first shoppers find them ready (or join the read already under way)
// instead of each start making its first visitors wait.

/**
 * The reads that fill the caches the storefront's pages start from: the shop's first page reads the catalogue's
 * snapshot (which product pages share) and builds the search's index. Not the whole catalogue's answer
 * (`GET /api/client/products`): no storefront page asks for it, and at 50,000 products it is seconds of work and tens
 * of megabytes kept for nobody.
 */
export const WARM_UP_PATHS: readonly string[] = [ENDPOINTS.search.path];

export interface WarmUpRead {
  path: string;
  status: number;
  ms: number;
}

/**
 * Asks each of WARM_UP_PATHS of the app in process, one after another (PGlite has one connection: reads at once would
 * only queue). Never throws: a read that fails is reported with status 0 and the first shopper's request tries again.
 */
export async function warmUp(
  app: Pick<FastifyInstance, 'inject'>,
  now = () => performance.now(),
): Promise<WarmUpRead[]> {
  const reads: WarmUpRead[] = [];
  for (const path of WARM_UP_PATHS) {
    const started = now();
    const status = await app
      .inject({ method: 'GET', url: path, headers: { accept: 'application/json' } })
      .then((response) => response.statusCode)
      .catch(() => 0);
    reads.push({ path, status, ms: Math.round(now() - started) });
  }
  return reads;
}
