import type { ProductResponse } from '@vastra/domain/api';
import { isLive, saleNamesProduct } from '@vastra/domain/pricing';
import type { CatalogRepository } from './catalog.repository';
import { loadBase, productOf, type CatalogBase, type LoadingRepository } from './catalog-base';
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
  /** The app's clock (apps/api/src/shared/clock.ts): the moment whose sale prices are shown. */
  at?: () => Date;
  /**
   * The URL shoppers are given for a stored photo path: with MEDIA_PUBLIC_URL, an uploaded product photo's address
   * under the CDN (the domain's publicPhotoUrl); unset, the stored path itself.
   */
  photoUrl?: (path: string) => string;
}

/** The stretch of time around `time` that no sale starts or ends inside. */
function stretchOf(boundaries: readonly number[], time: number): { from: number; until: number } {
  let from = Number.NEGATIVE_INFINITY;
  let until = Number.POSITIVE_INFINITY;
  for (const boundary of boundaries) {
    if (boundary <= time) from = boundary;
    else {
      until = boundary;
      break;
    }
  }
  return { from, until };
}

/** The products at `at`: those no sale names keep their regular answer (the same object). */
function pricedProducts(base: CatalogBase, at: Date): ProductResponse[] {
  const live = base.sales.filter((sale) => isLive(sale, at));
  const products: ProductResponse[] = [];
  base.regular.forEach((regular, i) => {
    if (!regular) return;
    const row = base.rows[i];
    const touching = row ? live.filter((sale) => saleNamesProduct(sale, productOf(row))) : [];
    const product = row && touching.length > 0 ? toProductResponse(row, touching, at) : regular;
    if (product) products.push(product);
  });
  return products;
}

function buildSnapshot(dbVersion: number, products: readonly ProductResponse[]): CatalogSnapshot {
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

/** Where a process's own version bump started, for `afterOwnBump`. */
export interface OwnBump {
  generation: number;
  seq: number;
}

export function createCatalogCache(
  repo: LoadingRepository & Pick<CatalogRepository, 'readVersion' | 'readFingerprint'>,
  options: CatalogCacheOptions = {},
) {
  const at = options.at ?? (() => new Date());
  const recheckMs = options.recheckMs ?? 500;
  const maxAgeMs = options.maxAgeMs ?? 30_000;
  /** Whether a periodic reload will compare fingerprints: then every load reads one. */
  const fingerprinted = Number.isFinite(maxAgeMs);
  const now = options.now ?? (() => performance.now());
  let snapshot: CatalogBase | null = null;
  /** Counts the priced snapshots made because a sale started or ended (part of `version`). */
  let repriced = 0;

  /** The snapshot priced for now: the held one while no sale has started or ended since it was made. */
  function pricedNow(base: CatalogBase): CatalogSnapshot {
    const moment = at();
    const time = moment.getTime();
    const held = base.priced;
    if (held && held.from <= time && time < held.until) return held.snapshot;
    if (held && base === snapshot) repriced += 1;
    const priced = {
      ...stretchOf(base.boundaries, time),
      snapshot: buildSnapshot(base.dbVersion, pricedProducts(base, moment)),
    };
    base.priced = priced;
    return priced.snapshot;
  }
  let checkedAt = 0;
  let loadedAt = 0;
  let generation = 0;
  let pending: Promise<CatalogBase> | null = null;
  /**
   * Orders the version reads and this process's own bumps (JavaScript runs one thing at a time, so a read counted
   * before a bump's start finished before the bump's statement ran). Per base, the count when its version was read.
   */
  let events = 0;
  const versionReadAt = new WeakMap<CatalogBase, number>();
  /** The version this process's own bump moved the held base to, which it already shows (see `afterOwnBump`). */
  let ownBump: { base: CatalogBase; version: number } | null = null;
  const sameVersion = (held: CatalogBase, dbVersion: number) =>
    held.dbVersion === dbVersion || (ownBump?.base === held && ownBump.version === dbVersion);

  // A miss costs three statements: the version (first, so the data is never older than the version
  // it is filed under), the products (with the fingerprint where reloads are periodic) and the sales not over.
  // A recheck with an unchanged version costs one.
  async function refresh(): Promise<CatalogBase> {
    const startedAt = generation;
    const held = snapshot;
    const readAt = now();
    try {
      const dbVersion = await repo.readVersion();
      const readSeq = ++events;
      if (held && sameVersion(held, dbVersion)) {
        if (generation === startedAt) checkedAt = now();
        // Past its age with nothing announced: reload behind the scenes and keep serving this one meanwhile
        // (it is exactly as fresh as a moment ago), so no request waits for a whole catalogue's load.
        if (readAt - loadedAt >= maxAgeMs) reloadInBackground(startedAt, held, readAt);
        return held;
      }
      const next = await loadBase(dbVersion, repo, at(), fingerprinted, options.photoUrl);
      versionReadAt.set(next, readSeq);
      // Only keep it if nobody invalidated meanwhile: the read may predate their change.
      if (generation === startedAt) {
        if (held && !sameVersion(held, dbVersion)) generation += 1; // another process changed the catalogue
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
  /**
   * The periodic reload (decision 012), behind the held snapshot. It first reads the catalogue tables' fingerprint (one
   * statement, computed in the database): the same as the held base's means no row changed, so nothing is loaded or
   * built and the held base counts as freshly loaded. Otherwise it loads (the fingerprint read before the rows, so the
   * rows are never older than it) and keeps the fingerprint with the new base. A base made on a version change read
   * its fingerprint with its products (loadBase).
   */
  function reloadInBackground(startedAt: number, held: CatalogBase, readAt: number): void {
    if (reloading) return;
    reloading = true;
    (async () => {
      const fingerprint = await repo.readFingerprint();
      if (held.fingerprint === fingerprint) {
        if (generation === startedAt && snapshot === held) loadedAt = readAt;
        return;
      }
      const next = await loadBase(held.dbVersion, repo, at(), false, options.photoUrl);
      next.fingerprint = fingerprint;
      if (generation !== startedAt) return; // invalidated meanwhile: the next request reloads
      snapshot = next;
      loadedAt = readAt;
    })()
      .catch(() => undefined) // the database is unreachable: keep serving the snapshot held
      .finally(() => {
        reloading = false;
      });
  }

  return {
    /** The current snapshot: from memory, after a version check every `recheckMs`, or freshly loaded. */
    current(): Promise<CatalogSnapshot> {
      if (snapshot && now() - checkedAt < recheckMs) return Promise.resolve(pricedNow(snapshot));
      if (!pending) {
        const started = refresh().finally(() => {
          if (pending === started) pending = null;
        });
        pending = started;
      }
      return pending.then(pricedNow);
    },
    /** Call as this process's version bump starts (after the changes it announces dropped the snapshot). */
    beforeOwnBump(): OwnBump {
      return { generation, seq: ++events };
    },
    /**
     * Call once that bump has advanced the version (docs/decisions/144-own-version-bump-not-loaded-twice.md). The held
     * base, loaded after every change the bump announces (no drop since it started) from a version read before it
     * started, already shows them: the version one above its own is taken as its own, so the next recheck does not load
     * the catalogue again for this process's own change. Another bump meanwhile (another process, a hand edit) makes
     * the version differ, and it loads.
     */
    afterOwnBump(token: OwnBump): void {
      const held = snapshot;
      if (!held || generation !== token.generation) return;
      const readSeq = versionReadAt.get(held);
      if (readSeq === undefined || readSeq >= token.seq) return;
      ownBump = { base: held, version: held.dbVersion + 1 };
    },
    /** Drops the snapshot; the next request reloads. Call after committing a catalogue or stock change. */
    invalidate(): void {
      generation += 1;
      snapshot = null;
      pending = null;
    },
    /**
     * Counts the snapshots dropped so far, by invalidate() or by another process's change, and the times a sale
     * started or ended since: a cache keyed by it (the search's) is rebuilt when the prices shown change.
     */
    get version(): number {
      if (snapshot) pricedNow(snapshot);
      return generation + repriced;
    },
  };
}
