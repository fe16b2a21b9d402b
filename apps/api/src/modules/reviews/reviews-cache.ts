import type { HttpEntity } from '../../shared/http-entity';

// The storefront's reviews of each product, prepared once (decision 027): the list and the summary as
// HttpEntity bodies (bytes, br and gzip, strong ETag), kept while the catalogue's epoch is the same, in a
// least-recently-used map bounded by count and bytes.

export interface ReviewsEntry {
  /** GET /api/reviews/{productId}: the shown reviews, newest first. */
  readonly list: HttpEntity;
  /** GET /api/reviews/{productId}/summary. */
  readonly summary: HttpEntity;
}

export interface ReviewsCacheOptions {
  /** Most products kept (default 2000). */
  maxEntries?: number;
  /** Most body bytes kept, every encoding counted (default 32 MiB). */
  maxBytes?: number;
}

interface Held {
  entry: ReviewsEntry;
  bytes: number;
}

const sizeOf = (entry: ReviewsEntry): number =>
  [entry.list, entry.summary].reduce(
    (total, e) => total + e.bodies.identity.length + e.bodies.br.length + e.bodies.gzip.length,
    0,
  );

export type ReviewsCache = ReturnType<typeof createReviewsCache>;

/**
 * `epoch` names the data's version (a new object after any change announced in any process); `load` builds a
 * product's entry from the database, null for a product that does not exist (not kept: it costs its query each
 * time, as before the cache).
 */
export function createReviewsCache(
  deps: { epoch: () => Promise<object>; load: (productId: string) => Promise<ReviewsEntry | null> },
  options: ReviewsCacheOptions = {},
) {
  const maxEntries = options.maxEntries ?? 2000;
  const maxBytes = options.maxBytes ?? 32 * 1024 * 1024;
  let epoch: object | null = null;
  // Which epoch() call the held epoch came from: an older call's answer never replaces a newer one.
  let calls = 0;
  let epochCall = 0;
  // Map order is use order: the first key is the least recently used.
  let entries = new Map<string, Held>();
  let loading = new Map<string, Promise<ReviewsEntry | null>>();
  let bytes = 0;

  function keep(into: Map<string, Held>, productId: string, entry: ReviewsEntry): void {
    // Dropped meanwhile (a newer epoch): the entry may predate the change, so it is not kept.
    if (into !== entries) return;
    const held = { entry, bytes: sizeOf(entry) };
    entries.set(productId, held);
    bytes += held.bytes;
    for (const [id, old] of entries) {
      if (entries.size <= maxEntries && bytes <= maxBytes) break;
      entries.delete(id);
      bytes -= old.bytes;
    }
  }

  return {
    /** A product's prepared reviews, or null when there is no such product. */
    async get(productId: string): Promise<ReviewsEntry | null> {
      const call = ++calls;
      const current = await deps.epoch();
      if (current !== epoch) {
        // An answer older than the one held (its reload started first): serve fresh, keep nothing.
        if (call < epochCall) return deps.load(productId);
        epoch = current;
        epochCall = call;
        entries = new Map();
        loading = new Map();
        bytes = 0;
      }
      const held = entries.get(productId);
      if (held) {
        entries.delete(productId);
        entries.set(productId, held);
        return held.entry;
      }
      let pending = loading.get(productId);
      if (!pending) {
        const into = entries;
        const from = loading;
        pending = deps
          .load(productId)
          .then((entry) => {
            if (entry) keep(into, productId, entry);
            return entry;
          })
          .finally(() => from.delete(productId));
        from.set(productId, pending);
      }
      return pending;
    },

    /** How many products and bytes are held (for tests and measurements). */
    stats(): { entries: number; bytes: number } {
      return { entries: entries.size, bytes };
    },
  };
}
