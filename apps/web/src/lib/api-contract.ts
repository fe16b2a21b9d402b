import type * as PageCalls from '@vastra/domain/api/page-calls';
import { afterFirstPaint } from './after-first-paint';

type PageCallContract = typeof PageCalls;

let contract: Promise<PageCallContract> | null = null;

/**
 * The calls every page makes (paths and zod schemas, `@vastra/domain/api/page-calls`), loaded on first use, after
 * the first paint. Zod and the schemas are JavaScript the first paint does not need, so code that runs on every page
 * (home, product, shop configuration, session, cart sync) loads them here instead of importing them
 * (docs/rules/performance.md: initial JS of / ≤ 120 KB; LCP); and only these calls' schemas, not the whole contract
 * with the back office's, whose evaluation was the longest task after the first paint (BENCHMARKS.md). Screens
 * behind a route import `@vastra/domain/api` directly.
 */
export function loadApiContract(): Promise<PageCallContract> {
  contract ??= afterFirstPaint()
    .then(() => import('@vastra/domain/api/page-calls'))
    .catch((error: unknown) => {
      contract = null; // a failed chunk load is tried again next time
      throw error;
    });
  return contract;
}
