import type * as Api from '@vastra/domain/api';
import { afterFirstPaint } from './after-first-paint';

type ApiContract = typeof Api;

let contract: Promise<ApiContract> | null = null;

/**
 * The API contract (paths and zod schemas, `@vastra/domain/api`), loaded on first use, after the
 * first paint. Zod and the schemas are about 30 KB of gzip JavaScript that the first paint does
 * not need, so code that runs on every page (home, product, shop configuration, session, cart sync)
 * loads them here instead of importing them (docs/rules/performance.md: initial JS of / ≤ 120 KB; LCP). Screens
 * behind a route import them directly.
 */
export function loadApiContract(): Promise<ApiContract> {
  contract ??= afterFirstPaint()
    .then(() => import('@vastra/domain/api'))
    .catch((error: unknown) => {
      contract = null; // a failed chunk load is tried again next time
      throw error;
    });
  return contract;
}
