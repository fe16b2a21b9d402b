import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareCatalogue } from '../../db/seed/prepare-catalogue';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { createCatalogCache } from './catalog-cache';
import { createCatalogRepository } from './catalog.repository';
import { seedCatalogIfEmpty } from './seed-catalogue';

// A process's own version bump (catalog-cache.ts `afterOwnBump`): its change dropped the snapshot, a request loaded
// the catalogue again before the bump ran, and that snapshot already shows the change, so the recheck after the bump
// loads nothing more. Any other bump, or a snapshot whose version was read once the bump had started, loads as before.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await seedCatalogIfEmpty(t.database.db, prepareCatalogue);
});
afterAll(() => t.close());

function cacheWithCounts() {
  let ms = 1_000;
  const now = () => ms;
  const repo = createCatalogRepository(t.database.db);
  const loads = { n: 0 };
  const counting = {
    ...repo,
    loadCatalog: () => (loads.n++, repo.loadCatalog()),
    loadCatalogWithFingerprint: () => (loads.n++, repo.loadCatalogWithFingerprint()),
  };
  const cache = createCatalogCache(counting, { now });
  /** The next request, once the 500 ms recheck is due. */
  const recheck = async () => {
    ms += 500;
    await cache.current();
  };
  return { cache, repo, loads, recheck };
}

describe("a process's own version bump", () => {
  it('is taken as the snapshot loaded since its change: the recheck loads nothing more', async () => {
    const { cache, repo, loads, recheck } = cacheWithCounts();
    await cache.current();
    cache.invalidate(); // a change committed here
    await cache.current(); // a request before the bump: loads at the version before it
    expect(loads.n).toBe(2);
    const token = cache.beforeOwnBump();
    await repo.bumpVersion();
    cache.afterOwnBump(token);
    await recheck();
    expect(loads.n).toBe(2);
    await repo.bumpVersion(); // another process's change
    await recheck();
    expect(loads.n).toBe(3);
  });

  it('loads again when another bump came between the snapshot and its own', async () => {
    const { cache, repo, loads, recheck } = cacheWithCounts();
    await cache.current();
    cache.invalidate();
    await cache.current();
    await repo.bumpVersion(); // another process, after the snapshot's version was read
    const token = cache.beforeOwnBump();
    await repo.bumpVersion();
    cache.afterOwnBump(token);
    await recheck();
    expect(loads.n).toBe(3);
  });

  it('loads again when the snapshot read its version after the bump had started', async () => {
    const { cache, repo, loads, recheck } = cacheWithCounts();
    await cache.current();
    cache.invalidate();
    const token = cache.beforeOwnBump();
    await cache.current(); // may have seen the bump: not taken as before it
    await repo.bumpVersion();
    cache.afterOwnBump(token);
    await recheck();
    expect(loads.n).toBe(3);
  });

  it('is not taken when the snapshot was dropped after the bump started (a newer change)', async () => {
    const { cache, repo, loads, recheck } = cacheWithCounts();
    await cache.current();
    cache.invalidate();
    await cache.current();
    const token = cache.beforeOwnBump();
    cache.invalidate(); // a newer change, announced by the next bump
    await cache.current();
    await repo.bumpVersion();
    cache.afterOwnBump(token);
    await recheck();
    expect(loads.n).toBe(4);
  });
});
