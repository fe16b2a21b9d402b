import { ProductListResponse } from '@vastra/domain/api';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { products, productVariants } from '../../db/schema';
import { prepareCatalogue } from '../../db/seed/prepare-catalogue';
import { seedCatalogIfEmpty } from './seed-catalogue';
import { registerErrorHandler } from '../../errors';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { createCatalogModule } from '.';
import { createCatalogRepository } from './catalog.repository';
import { createCatalogService } from './catalog.service';

let t: TestApp;
let productId: string;
beforeAll(async () => {
  t = await buildTestApp();
  await seedCatalogIfEmpty(t.database.db, prepareCatalogue);
  const [row] = await t.database.db.select({ id: products.id }).from(products).orderBy(asc(products.position)).limit(1);
  productId = row?.id ?? '';
});
afterAll(() => t.close());

/** A clock the test moves by hand: the cache's 500 ms recheck happens only when we say so. */
const manualNow = () => {
  let ms = 1_000;
  return Object.assign(() => ms, { advance: (by: number) => (ms += by) });
};

/** One API process: the catalogue module alone on a bare Fastify, sharing the test database. */
/**
 * One API process on the test database. Several processes share a database only on PostgreSQL (the embedded one
 * is locked to one process), so they are configured as PostgreSQL's are, whichever database the tests run on.
 */
async function processWith(now: () => number, database: 'shared' | 'embedded' = 'shared') {
  const config = { ...t.config, DATABASE_URL: database === 'shared' ? 'postgres://shared.test/vastra' : undefined };
  const module = createCatalogModule({ db: t.database.db, config, now });
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  await app.register(module.routes, { prefix: '/api' });
  const stockOf = async (size: string) => {
    const list = ProductListResponse.parse((await app.inject({ method: 'GET', url: '/api/client/products' })).json());
    const one = (await app.inject({ method: 'GET', url: `/api/client/products/${productId}` })).json<{
      stockBySize: Record<string, number>;
    }>();
    return { list: list.find((p) => p._id === productId)?.stockBySize[size], product: one.stockBySize[size] };
  };
  return { app, service: module.service, stockOf };
}

/**
 * The repository with a count of the calls that reach SQL (each is one statement); `loadCatalog` counts the products'
 * loads, with the fingerprint (where reloads are periodic, as here) or without.
 */
function countingRepository() {
  const repo = createCatalogRepository(t.database.db);
  const calls = { readVersion: 0, loadCatalog: 0 };
  return {
    calls,
    repo: {
      ...repo,
      readVersion: () => (calls.readVersion++, repo.readVersion()),
      loadCatalog: () => (calls.loadCatalog++, repo.loadCatalog()),
      loadCatalogWithFingerprint: () => (calls.loadCatalog++, repo.loadCatalogWithFingerprint()),
    },
  };
}

describe('catalogue cache invalidation', () => {
  it('shows a stock change made through the service at once, in the list and the product', async () => {
    const a = await processWith(manualNow());
    const before = await a.app.inject({ method: 'GET', url: '/api/client/products' });
    expect(await a.service.setStock(productId, 'M', 7)).toBe(true);
    expect(await a.stockOf('M')).toEqual({ list: 7, product: 7 });
    expect(await a.service.setStock(productId, 'M', 3)).toBe(true);
    expect(await a.stockOf('M')).toEqual({ list: 3, product: 3 });
    const after = await a.app.inject({
      method: 'GET',
      url: '/api/client/products',
      headers: { 'if-none-match': String(before.headers.etag) },
    });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('shows another process’s change once the 500 ms recheck comes round', async () => {
    const now = manualNow();
    const a = await processWith(now);
    const b = await processWith(manualNow());
    expect(await a.stockOf('L')).toMatchObject({ list: expect.any(Number) });
    await b.service.setStock(productId, 'L', 11);
    expect(await b.stockOf('L')).toEqual({ list: 11, product: 11 });
    now.advance(499);
    expect((await a.stockOf('L')).list).not.toBe(11); // the documented staleness bound
    now.advance(2);
    expect(await a.stockOf('L')).toEqual({ list: 11, product: 11 });
  });

  it(
    'sees an order-style change: the transaction commits, then changed() ' + 'tells this process and the others',
    async () => {
      const now = manualNow();
      const a = await processWith(now);
      const b = await processWith(now);
      await a.stockOf('S');
      await b.stockOf('S');
      await t.database.db.transaction(async (tx) => {
        await tx
          .update(productVariants)
          .set({ stock: 2 })
          .where(and(eq(productVariants.productId, productId), eq(productVariants.size, 'S')));
      });
      await a.service.changed();
      expect(await a.stockOf('S')).toEqual({ list: 2, product: 2 });
      now.advance(500);
      expect(await b.stockOf('S')).toEqual({ list: 2, product: 2 });
    },
  );

  it('sees a hand edit that bumps catalog_state in its transaction', async () => {
    const now = manualNow();
    const a = await processWith(now);
    await a.stockOf('S');
    await t.database.db.transaction(async (tx) => {
      await tx
        .update(productVariants)
        .set({ stock: 4 })
        .where(and(eq(productVariants.productId, productId), eq(productVariants.size, 'S')));
      await tx.execute(
        sql`insert into catalog_state (id, version) values (1, 1) on conflict (id) do update set version = catalog_state.version + 1`,
      );
    });
    now.advance(500);
    expect(await a.stockOf('S')).toEqual({ list: 4, product: 4 });
  });

  it('reloads within 30 s even when a change was never announced (its process died after the commit)', async () => {
    const now = manualNow();
    const a = await processWith(now);
    await a.stockOf('S');
    await t.database.db
      .update(productVariants)
      .set({ stock: 6 })
      .where(and(eq(productVariants.productId, productId), eq(productVariants.size, 'S')));
    now.advance(29_000);
    expect((await a.stockOf('S')).list).not.toBe(6);
    now.advance(1_500);
    // Past its age the held snapshot is served while the reload runs behind it; the reload then shows.
    await vi.waitFor(async () => expect(await a.stockOf('S')).toEqual({ list: 6, product: 6 }));
  });

  it('skips a periodic reload when no catalogue row changed since the load, and reloads when one did', async () => {
    const now = manualNow();
    const inner = createCatalogRepository(t.database.db);
    const calls = { readFingerprint: 0, load: 0 };
    const repo = {
      ...inner,
      // Counted once answered: the reload goes on from there.
      readFingerprint: async () => {
        const fingerprint = await inner.readFingerprint();
        calls.readFingerprint++;
        return fingerprint;
      },
      loadCatalog: () => (calls.load++, inner.loadCatalog()),
      loadCatalogWithFingerprint: () => (calls.load++, inner.loadCatalogWithFingerprint()),
    };
    const service = createCatalogService(repo, { now });
    const stock = async () => (await service.getProduct(productId))?.stockBySize['S'];
    const first = await service.getProduct(productId);
    expect(calls).toEqual({ readFingerprint: 0, load: 1 });
    now.advance(30_000);
    await stock(); // past its age, nothing changed since the first load read its fingerprint: the fingerprint only
    await vi.waitFor(() => expect(calls.readFingerprint).toBe(1));
    now.advance(500);
    await stock(); // a recheck: the held snapshot counts as reloaded, so no reload is due
    expect(calls).toEqual({ readFingerprint: 1, load: 1 });
    expect(await service.getProduct(productId)).toBe(first); // the same snapshot, not a copy
    now.advance(30_000);
    await stock(); // past its age again, nothing changed
    await vi.waitFor(() => expect(calls.readFingerprint).toBe(2));
    expect(calls).toEqual({ readFingerprint: 2, load: 1 });
    const before = (await stock()) ?? 0;
    await t.database.db // a change never announced
      .update(productVariants)
      .set({ stock: before + 3 })
      .where(and(eq(productVariants.productId, productId), eq(productVariants.size, 'S')));
    now.advance(30_000);
    await stock();
    await vi.waitFor(async () => expect(await stock()).toBe(before + 3));
    expect(calls).toEqual({ readFingerprint: 3, load: 2 });
  });

  it('reads the fingerprint with the products, in their statement, only when asked', async () => {
    const repo = createCatalogRepository(t.database.db);
    const { rows, fingerprint } = await repo.loadCatalogWithFingerprint();
    expect(fingerprint).toBe(await repo.readFingerprint());
    expect(rows).toEqual(await repo.loadCatalog());
  });

  it('changes the fingerprint with each row inserted, updated or deleted, and only then', async () => {
    const repo = createCatalogRepository(t.database.db);
    const first = await repo.readFingerprint();
    expect(await repo.readFingerprint()).toBe(first);
    await t.database.db
      .update(products)
      .set({ title: sql`${products.title}` })
      .where(eq(products.id, productId)); // an update, even one that writes the same value
    const updated = await repo.readFingerprint();
    expect(updated).not.toBe(first);
    await t.database.db.insert(productVariants).values({ productId, size: 'FP', pricePaise: 100_00 });
    const inserted = await repo.readFingerprint();
    expect(inserted).not.toBe(updated);
    await t.database.db
      .delete(productVariants)
      .where(and(eq(productVariants.productId, productId), eq(productVariants.size, 'FP')));
    const second = await repo.readFingerprint();
    expect(second).not.toBe(inserted);
    expect(second).toBe(updated); // the same rows again: the same fingerprint
    await t.database.db.execute(sql`update sale_prices set ends_at = ends_at where false`);
    expect(await repo.readFingerprint()).toBe(second); // nothing written, nothing changed
  });

  it('on the embedded database (one process) keeps its snapshot past 30 s: nobody else can change it', async () => {
    const now = manualNow();
    const a = await processWith(now, 'embedded');
    const before = await a.stockOf('M');
    await t.database.db
      .update(productVariants)
      .set({ stock: (before.list ?? 0) + 7 })
      .where(and(eq(productVariants.productId, productId), eq(productVariants.size, 'M')));
    now.advance(120_000);
    expect(await a.stockOf('M')).toEqual(before);
    a.service.invalidate();
    expect((await a.stockOf('M')).list).toBe((before.list ?? 0) + 7);
  });

  it('counts each dropped snapshot in `version`', async () => {
    const { service } = await processWith(manualNow());
    const start = service.version;
    service.invalidate();
    await service.setStock(productId, 'XL', 5);
    expect(service.version).toBe(start + 2);
  });
});

describe('SQL statements per list request', () => {
  it('runs 0 on a hit, 1 on a recheck, 2 on a miss', async () => {
    const now = manualNow();
    const { repo, calls } = countingRepository();
    const service = createCatalogService(repo, { now });
    const total = () => calls.readVersion + calls.loadCatalog;

    await service.listEntity();
    expect(total()).toBe(2); // first request: a miss
    for (let i = 0; i < 5; i++) await service.listEntity();
    expect(total()).toBe(2); // hits
    now.advance(500);
    await service.listEntity();
    expect(calls).toEqual({ readVersion: 2, loadCatalog: 1 }); // a recheck, version unchanged
    service.invalidate();
    await service.listEntity();
    expect(calls).toEqual({ readVersion: 3, loadCatalog: 2 }); // a miss
    expect(await service.productEntity(productId)).not.toBeNull();
    expect(total()).toBe(5); // a product is read through the same snapshot
  });

  it('loads once for many concurrent requests after an invalidation', async () => {
    const { repo, calls } = countingRepository();
    const service = createCatalogService(repo, { now: manualNow() });
    await Promise.all(Array.from({ length: 20 }, () => service.listEntity()));
    expect(calls.loadCatalog).toBe(1);
  });

  it('never keeps a load that an invalidation overtook', async () => {
    const { repo, calls } = countingRepository();
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slow = {
      ...repo,
      loadCatalog: async () => (await gate, repo.loadCatalog()),
      loadCatalogWithFingerprint: async () => (await gate, repo.loadCatalogWithFingerprint()),
    };
    const service = createCatalogService(slow, { now: manualNow() });
    const early = service.listEntity();
    service.invalidate();
    release();
    await early;
    await service.listEntity();
    expect(calls.readVersion).toBe(2); // the second request did not reuse the overtaken load
  });
});
