import type { ProductResponse } from '@vastra/domain/api';
import { imagesForOption, isCategory, splitVariantKey, type Category } from '@vastra/domain/catalog';
import { paise, type Paise } from '@vastra/domain/money';
import { priceAt } from '@vastra/domain/pricing';
import type { Db } from '../../db/client';
import { createCatalogCache, type CatalogCacheOptions } from './catalog-cache';
import { createVersionAnnouncer } from './version-announcer';
import type { CatalogRepository } from './catalog.repository';
import type { HttpEntity } from '../../shared/http-entity';
import { isUuid } from '../../shared/uuid';
import { createMediaStore } from './media-store';
import { toSalePrices } from './sale-rows';

/** A (product, size) pair an order wants priced. */
export interface PriceQuery {
  productId: string;
  size: string;
}

/** The authoritative price and stock of a (product, size), or `found: false` when there is none. */
export type PriceLookup =
  | {
      found: true;
      productId: string;
      size: string;
      title: string;
      /** The Hindi title, trimmed; '' when it has none (docs/decisions/183-orders-keep-hindi-titles.md). */
      titleHi: string;
      /** The first image path, for the order line. */
      image: string | null;
      /** What the size costs at the moment asked: its sale price while a sale is live, else its regular price. */
      pricePaise: Paise;
      originalPricePaise: Paise | null;
      /** The struck-through price at that moment (domain `priceAt`'s compare-at), or null. */
      compareAtPaise: Paise | null;
      /** The product's category; null for a row outside the domain's categories. */
      category: Category | null;
      /** The sale that set `pricePaise`, or null. */
      saleId: string | null;
      stock: number;
    }
  | { found: false; productId: string; size: string };

export type CatalogService = ReturnType<typeof createCatalogService>;

export function createCatalogService(
  repo: CatalogRepository,
  options: CatalogCacheOptions & { announceDelayMs?: number } = {},
) {
  const clock = options.at ?? (() => new Date());
  const cache = createCatalogCache(repo, options);
  const media = createMediaStore(repo, cache);

  // The bump's own change is already in a snapshot loaded since (catalog-cache.ts `afterOwnBump`): not loaded twice.
  const announce = createVersionAnnouncer(async () => {
    const token = cache.beforeOwnBump();
    await repo.bumpVersion();
    cache.afterOwnBump(token);
  }, options.announceDelayMs);

  /**
   * Call right AFTER a transaction that changed products or stock has committed: drops this
   * process's cached catalogue at once, and advances the shared version (batched, see
   * version-announcer.ts) that every other process checks every 500 ms. The promise settles once
   * the others have been told; it never rejects, and a request need not wait for it.
   */
  function changed(): Promise<void> {
    cache.invalidate();
    return announce();
  }

  return {
    /** The list body, ready to send (0 SQL statements on a hit, 1 on a recheck, 2 on a miss). */
    async listEntity(): Promise<HttpEntity> {
      return (await cache.current()).list();
    },

    /** One product's body, or null for an unknown or malformed id (which never reaches SQL). */
    async productEntity(id: string): Promise<HttpEntity | null> {
      if (!isUuid(id)) return null;
      return (await cache.current()).productEntity(id.toLowerCase());
    },

    async listProducts(): Promise<readonly ProductResponse[]> {
      return (await cache.current()).products;
    },

    async getProduct(id: string): Promise<ProductResponse | null> {
      if (!isUuid(id)) return null;
      return (await cache.current()).product(id.toLowerCase()) ?? null;
    },

    /**
     * Several products from one snapshot, in the order asked (null for an unknown or malformed id). The snapshot's map
     * holds lower-case UUIDs only, so any other text misses it: no pattern is checked (the search asks for 24 ids of
     * its own per answer).
     */
    async getProducts(ids: readonly string[]): Promise<(ProductResponse | null)[]> {
      const snapshot = await cache.current();
      return ids.map((id) => snapshot.product(id) ?? snapshot.product(id.toLowerCase()) ?? null);
    },

    /** A stored product image, ready to send, or null. */
    image: (productId: string, file: string): Promise<HttpEntity | null> => media.image(productId, file),

    /**
     * Prices and stock straight from the database (never the cache), in the order asked, for an
     * order to check and total: each size at its price at `at` (the app's now unless said: a sale live then
     * sets it, docs/decisions/086-sale-prices-on-a-schedule.md). Pass the order's transaction to read inside it.
     * One statement.
     */
    async pricesFor(items: readonly PriceQuery[], tx?: Db, at?: Date): Promise<PriceLookup[]> {
      const moment = at ?? clock();
      const ids = [
        ...new Set(
          items
            .map((i) => i.productId)
            .filter(isUuid)
            .map((id) => id.toLowerCase()),
        ),
      ];
      const rows = await repo.variantsOf(ids, moment, tx);
      const byKey = new Map(rows.map((r) => [`${r.productId}\u0000${r.size}`, r]));
      return items.map(({ productId, size }) => {
        const row = byKey.get(`${productId.toLowerCase()}\u0000${size}`);
        if (!row) return { found: false as const, productId, size };
        const { category } = row;
        const priced = isCategory(category)
          ? priceAt(
              {
                productId: row.productId,
                size,
                category,
                basePaise: row.pricePaise,
                originalPaise: row.originalPricePaise,
              },
              toSalePrices(row.sales),
              moment,
            )
          : null;
        return {
          found: true as const,
          productId: row.productId,
          size,
          title: row.title,
          titleHi: row.titleHi.trim(),
          // A line of a variant with a second value shows that value's first photo (the red M, red), else the first.
          image: imagesForOption(row.images, row.imagesByOption, splitVariantKey(size)[1])[0] ?? null,
          pricePaise: paise(priced?.pricePaise ?? row.pricePaise),
          originalPricePaise: row.originalPricePaise === null ? null : paise(row.originalPricePaise),
          compareAtPaise: priced?.compareAtPaise == null ? null : paise(priced.compareAtPaise),
          category: isCategory(category) ? category : null,
          saleId: priced?.saleId ?? null,
          stock: row.stock,
        };
      });
    },

    /** Sets one size's stock and announces the change (see `changed`). */
    async setStock(productId: string, size: string, stock: number): Promise<boolean> {
      if (!isUuid(productId) || !Number.isSafeInteger(stock) || stock < 0) return false;
      const updated = await repo.setStock(productId.toLowerCase(), size, stock);
      if (updated) await changed();
      return updated;
    },

    changed,

    /**
     * A token that stays the same object while this process serves the same catalogue snapshot, and is a new one
     * once it reloads: after `changed` here, another process's change (seen within the 500 ms recheck) or the
     * snapshot's age bound. Caches of data that `changed` announces (the reviews) keep an entry only while the
     * token they built it under is current. Same cost as a catalogue read (0 statements, 1 on a recheck).
     */
    epoch: (): Promise<object> => cache.current(),

    /** Drops this process's cached catalogue (only this process: announce real changes with `changed`). */
    invalidate: (): void => cache.invalidate(),

    /** Counts the cached catalogues dropped so far in this process. */
    get version(): number {
      return cache.version;
    },
  };
}
