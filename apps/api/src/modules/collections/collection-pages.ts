import type { CollectionLink, CollectionPageResponse, ProductResponse } from '@vastra/domain/api';
import { SEARCH_PAGE_SIZE } from '@vastra/domain/catalog';
import type { CollectionCondition } from '@vastra/domain/collections';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { collections } from '../../db/schema';
import { AppError } from '../../errors';
import type { Clock } from '../../shared/clock';
import { createLazyEntity, type LazyEntity } from '../../shared/http-entity';
import { keptPerSnapshot } from '../../shared/kept-per-snapshot';
import { collectionRulesSql, FROM_PRICE } from './collection-rules.sql';

// The storefront's collection pages (docs/decisions/098-collections.md): a page of product ids from SQL in the
// collection's order (keyset, so the first page costs the same at 50,000 products), the product answers from the
// catalogue's cached snapshot, the whole answer kept until the catalogue changes or a minute passes (rules read the
// clock: "new in the last N days", "on sale").

/** What the catalogue offers: product answers from its snapshot, and a token that changes with it. */
export interface CatalogSnapshot {
  getProduct(id: string): Promise<ProductResponse | null>;
  epoch(): Promise<object>;
}

export const CURSOR_MESSAGE = 'querystring cursor: not a page of this collection (ask again without cursor)';
const KEEP_MS = 60_000;
const ENTRIES_MAX = 1000;

type Row = typeof collections.$inferSelect;
interface Key {
  k: string | number;
  id: string;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const badCursor = () => new AppError('bad-request', CURSOR_MESSAGE, { field: 'cursor' });

function decode(cursor: string | undefined): Key | null {
  if (cursor === undefined) return null;
  try {
    const key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as Partial<Key>;
    const okK = typeof key.k === 'string' ? key.k.length <= 200 : Number.isSafeInteger(key.k);
    if (!okK || typeof key.id !== 'string' || !/^[0-9a-f-]{36}$/.test(key.id)) throw badCursor();
    return key as Key;
  } catch {
    throw badCursor();
  }
}

const encode = (key: Key): string => Buffer.from(JSON.stringify(key)).toString('base64url');

/** The order of an automatic collection: the sort key, its direction, and the keyset condition after `key`. */
function order(sort: string): { value: SQL; desc: boolean; cast: (k: string | number) => SQL } {
  switch (sort) {
    case 'price-asc':
      return { value: FROM_PRICE, desc: false, cast: (k) => sql`${Number(k)}::int` };
    case 'price-desc':
      return { value: FROM_PRICE, desc: true, cast: (k) => sql`${Number(k)}::int` };
    case 'title':
      return { value: sql`p.title`, desc: false, cast: (k) => sql`${String(k)}::text` };
    default:
      return { value: sql`p.created_at`, desc: true, cast: (k) => sql`${String(k)}::timestamptz` };
  }
}

async function automaticIds(db: Db, row: Row, at: Date, after: Key | null, limit: number) {
  const o = order(row.sort);
  const dir = o.desc ? sql`desc` : sql`asc`;
  const keyset = after
    ? o.desc
      ? sql`and (${o.value}, p.id) < (${o.cast(after.k)}, ${after.id}::uuid)`
      : sql`and (${o.value}, p.id) > (${o.cast(after.k)}, ${after.id}::uuid)`
    : sql``;
  const sortText = row.sort === 'newest' ? sql`p.created_at::text` : o.value;
  const result = await db.execute(sql`
    select p.id, ${sortText} as k from products p
    where p.status = 'active' and ${collectionRulesSql(row.rules as CollectionCondition[], at)} ${keyset}
    order by ${o.value} ${dir} nulls last, p.id ${dir}
    limit ${limit}`);
  return rowsOf<{ id: string; k: string | number | null }>(result).map((r) => ({
    id: r.id,
    k: typeof r.k === 'string' || r.k === null ? (r.k ?? '') : Number(r.k),
  }));
}

async function manualIds(db: Db, row: Row, after: Key | null, limit: number) {
  const keyset = after ? sql`and cp.position > ${Number(after.k)}` : sql``;
  const result = await db.execute(sql`
    select cp.product_id as id, cp.position as k from collection_products cp
    join products p on p.id = cp.product_id
    where cp.collection_id = ${row.id} and p.status = 'active' ${keyset}
    order by cp.position limit ${limit}`);
  return rowsOf<{ id: string; k: number }>(result).map((r) => ({ id: r.id, k: Number(r.k) }));
}

export type CollectionPages = ReturnType<typeof createCollectionPages>;

interface Kept {
  epoch: object;
  until: number;
  answer: Promise<CollectionPageResponse | null>;
  entity: Promise<LazyEntity | null> | null;
}

export function createCollectionPages(deps: { db: Db; clock: Clock; catalog: CatalogSnapshot }) {
  const { db, clock, catalog } = deps;
  const kept = new Map<string, Kept>();
  const navLinks = keptPerSnapshot(catalog, async (): Promise<CollectionLink[]> => {
    const rows = await db
      .select({ slug: collections.slug, title: collections.title, titleHi: collections.titleHi })
      .from(collections)
      .where(and(eq(collections.visible, true), eq(collections.showInNav, true)))
      .orderBy(asc(collections.navPosition), asc(collections.title));
    // The title in Hindi only where the owner wrote one (docs/decisions/175-collections-in-hindi.md).
    return rows.map(({ slug, title, titleHi }) => ({ slug, title, ...(titleHi && { hindiTitle: titleHi }) }));
  });

  async function build(slug: string, cursor: string | undefined): Promise<CollectionPageResponse | null> {
    const after = decode(cursor);
    const [row] = await db
      .select()
      .from(collections)
      .where(and(eq(collections.slug, slug), eq(collections.visible, true)));
    if (!row) return null;
    const limit = SEARCH_PAGE_SIZE + 1;
    const ids =
      row.kind === 'manual'
        ? await manualIds(db, row, after, limit)
        : await automaticIds(db, row, clock.now(), after, limit);
    const page = ids.slice(0, SEARCH_PAGE_SIZE);
    const items = (await Promise.all(page.map((r) => catalog.getProduct(r.id)))).filter(
      (p): p is ProductResponse => p !== null,
    );
    const last = page.at(-1);
    return {
      collection: {
        slug: row.slug,
        title: row.title,
        description: row.description,
        seoTitle: row.seoTitle,
        seoDescription: row.seoDescription,
        image: row.image,
        // Only when the owner wrote either: the page picks the language (docs/decisions/175-collections-in-hindi.md).
        ...((row.titleHi || row.descriptionHi) && { hindi: { title: row.titleHi, description: row.descriptionHi } }),
      },
      items,
      nextCursor: ids.length > SEARCH_PAGE_SIZE && last ? encode(last) : null,
    };
  }

  /** The page kept for `slug` and `cursor`, made again once the catalogue changed or KEEP_MS passed. */
  async function keptPage(slug: string, cursor: string | undefined): Promise<Kept> {
    const epoch = await catalog.epoch();
    const now = clock.now().getTime();
    const key = `${slug}|${cursor ?? ''}`;
    const hit = kept.get(key);
    if (hit && hit.epoch === epoch && hit.until > now) return hit;
    if (kept.size >= ENTRIES_MAX) kept.clear();
    const answer = build(slug, cursor);
    const made: Kept = { epoch, until: now + KEEP_MS, answer, entity: null };
    kept.set(key, made);
    answer.catch(() => kept.get(key) === made && kept.delete(key));
    return made;
  }

  return {
    /** A visible collection's page, or null (unknown or hidden). */
    async page(slug: string, cursor?: string): Promise<CollectionPageResponse | null> {
      return (await keptPage(slug, cursor)).answer;
    },

    /**
     * The same page ready to send (bytes, ETag, each encoding compressed on its first request), kept with it: a kept
     * page is not serialised and compressed again for every shopper.
     */
    async pageEntity(slug: string, cursor?: string): Promise<LazyEntity | null> {
      const hit = await keptPage(slug, cursor);
      hit.entity ??= hit.answer.then((answer) =>
        answer ? createLazyEntity(JSON.stringify(answer), 'application/json; charset=utf-8') : null,
      );
      return hit.entity;
    },

    /**
     * The first `limit` active products of a visible collection, by its id, in its order (manual) or by its rules
     * and sort (automatic), for a home rail (docs/decisions/094-home-content.md); none for a hidden or unknown one.
     * The home keeps its answer until the catalogue changes or its re-pick window ends.
     */
    async railProductIds(id: string, limit: number): Promise<string[]> {
      if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return [];
      const [row] = await db
        .select()
        .from(collections)
        .where(and(eq(collections.id, id), eq(collections.visible, true)));
      if (!row) return [];
      const ids =
        row.kind === 'manual'
          ? await manualIds(db, row, null, limit)
          : await automaticIds(db, row, clock.now(), null, limit);
      return ids.map((r) => r.id);
    },

    /**
     * The menu's links: visible collections shown in the navigation, in order. Every page asks (GET
     * /api/shop-config), so the answer is kept until the catalogue's snapshot changes (every admin change says so).
     */
    navLinks,

    /** Every visible collection's address and last change, for the sitemap. */
    async sitemapEntries(): Promise<{ slug: string; updatedAt: Date }[]> {
      return db
        .select({ slug: collections.slug, updatedAt: collections.updatedAt })
        .from(collections)
        .where(eq(collections.visible, true))
        .orderBy(asc(collections.slug));
    },
  };
}
