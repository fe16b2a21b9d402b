import type { ProductResponse } from '@vastra/domain/api';
import type { CatalogRepository } from './catalog.repository';
import { createEntity, type HttpEntity } from '../../shared/http-entity';
import { toProductResponse } from './product-response';

// The in-process catalogue: every product, the list body pre-serialised and pre-compressed, and the
// single-product bodies made on first request. See docs/decisions/011-catalog-cache.md and 012.

const JSON_TYPE = 'application/json; charset=utf-8';

export interface CatalogSnapshot {
  /** The catalogue version the snapshot was read at (read before the products). */
  readonly dbVersion: number;
  readonly products: readonly ProductResponse[];
  /**
   * The whole list's prepared body, made on its first request: only GET /api/client/products needs it,
   * and at tens of thousands of products serialising and compressing it is most of a snapshot's cost.
   */
  list(): Promise<HttpEntity>;
  product(id: string): ProductResponse | undefined;
  /** One product's prepared body, made once per snapshot. */
  productEntity(id: string): Promise<HttpEntity> | null;
}

export interface CatalogCacheOptions {
  /** How long a snapshot is served before one version check against the database. */
  recheckMs?: number;
  /**
   * How long a snapshot is kept even when the version says nothing changed: covers a change whose
   * process died between its commit and announcing it (decision 012).
   */
  maxAgeMs?: number;
  now?: () => number;
}

async function buildSnapshot(
  dbVersion: number,
  repo: Pick<CatalogRepository, 'loadCatalog'>,
): Promise<CatalogSnapshot> {
  const products = (await repo.loadCatalog()).map(toProductResponse).filter((p): p is ProductResponse => p !== null);
  const byId = new Map(products.map((p) => [p._id, p]));
  const entities = new Map<string, Promise<HttpEntity>>();
  let list: Promise<HttpEntity> | null = null;
  return {
    dbVersion,
    products,
    list() {
      list ??= createEntity(JSON.stringify(products), JSON_TYPE);
      // A failed build is not kept: the next request tries again.
      list.catch(() => {
        list = null;
      });
      return list;
    },
    product: (id) => byId.get(id),
    productEntity(id) {
      const product = byId.get(id);
      if (!product) return null;
      let entity = entities.get(id);
      if (!entity) {
        entity = createEntity(JSON.stringify(product), JSON_TYPE);
        entities.set(id, entity);
      }
      return entity;
    },
  };
}

export type CatalogCache = ReturnType<typeof createCatalogCache>;

export function createCatalogCache(
  repo: Pick<CatalogRepository, 'readVersion' | 'loadCatalog'>,
  options: CatalogCacheOptions = {},
) {
  const recheckMs = options.recheckMs ?? 500;
  const maxAgeMs = options.maxAgeMs ?? 30_000;
  const now = options.now ?? (() => performance.now());
  let snapshot: CatalogSnapshot | null = null;
  let checkedAt = 0;
  let loadedAt = 0;
  let generation = 0;
  let pending: Promise<CatalogSnapshot> | null = null;

  // A miss costs two statements: the version (first, so the data is never older than the version
  // it is filed under) and the products. A recheck with an unchanged version costs one.
  async function refresh(): Promise<CatalogSnapshot> {
    const startedAt = generation;
    const held = snapshot;
    const readAt = now();
    try {
      const dbVersion = await repo.readVersion();
      if (held && held.dbVersion === dbVersion) {
        if (generation === startedAt) checkedAt = now();
        // Past its age with nothing announced: reload behind the scenes and keep serving this one meanwhile
        // (it is exactly as fresh as a moment ago), so no request waits for a whole catalogue's load.
        if (readAt - loadedAt >= maxAgeMs) reloadInBackground(startedAt, dbVersion, readAt);
        return held;
      }
      const next = await buildSnapshot(dbVersion, repo);
      // Only keep it if nobody invalidated meanwhile: the read may predate their change.
      if (generation === startedAt) {
        if (held && held.dbVersion !== dbVersion) generation += 1; // another process changed the catalogue
        snapshot = next;
        checkedAt = now();
        loadedAt = readAt;
      }
      return next;
    } catch (error) {
      // The database is unreachable: keep serving what we have (no order can commit either).
      if (held && generation === startedAt) return held;
      throw error;
    }
  }

  let reloading = false;
  function reloadInBackground(startedAt: number, dbVersion: number, readAt: number): void {
    if (reloading) return;
    reloading = true;
    buildSnapshot(dbVersion, repo)
      .then((next) => {
        if (generation !== startedAt) return; // invalidated meanwhile: the next request reloads
        snapshot = next;
        loadedAt = readAt;
      })
      .catch(() => undefined) // the database is unreachable: keep serving the snapshot held
      .finally(() => {
        reloading = false;
      });
  }

  return {
    /** The current snapshot: from memory, after a version check every `recheckMs`, or freshly loaded. */
    current(): Promise<CatalogSnapshot> {
      if (snapshot && now() - checkedAt < recheckMs) return Promise.resolve(snapshot);
      if (!pending) {
        const started = refresh().finally(() => {
          if (pending === started) pending = null;
        });
        pending = started;
      }
      return pending;
    },
    /** Drops the snapshot; the next request reloads. Call after committing a catalogue or stock change. */
    invalidate(): void {
      generation += 1;
      snapshot = null;
      pending = null;
    },
    /** Counts the snapshots dropped so far, by invalidate() or by another process's change. */
    get version(): number {
      return generation;
    },
  };
}
