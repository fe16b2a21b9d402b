import type { AdminCollection, AdminCollectionsResponse, CollectionBody } from '@vastra/domain/api';
import {
  COLLECTIONS_MESSAGES as M,
  COLLECTIONS_MAX,
  collectionSlugOf,
  type CollectionCondition,
} from '@vastra/domain/collections';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import type { StaffUser } from '../../plugins/authenticate';
import type { Clock } from '../../shared/clock';
import { isUuid } from '../../shared/uuid';
import { recordAudit } from '../audit';
import { categoryExists } from '../categories';
import { collectionsRepository as repo } from './collections.repository';

// Collections in the back office (docs/decisions/098-collections.md): every change is one transaction with its audit
// entry; the catalogue is told after the commit, so the storefront's cached answers (pages, menu) are rebuilt.

/** What the catalogue offers this module: announce a committed change (its cache and every process's). */
export interface CatalogChanged {
  changed(): Promise<void>;
}

type Staff = Pick<StaffUser, 'id' | 'fullName'>;
type Body = z.output<typeof CollectionBody>;

const notFound = () => new AppError('not-found', M.notFound);
const invalid = (message: string, field: string) =>
  new AppError('unprocessable', message, { code: 'collection_invalid', field });

/** Refuses a rule naming a category, attribute or value the shop does not have (422 naming the condition). */
async function checkRules(db: Db, rules: readonly CollectionCondition[]): Promise<void> {
  for (const [i, c] of rules.entries()) {
    if (c.kind === 'category' && !(await categoryExists(db, c.category)))
      throw invalid(M.unknownCategory(c.category), `rules.${i}.category`);
    if (c.kind === 'attribute') {
      const attribute = await repo.attributeValues(db, c.attribute);
      if (!attribute) throw invalid(M.unknownAttribute(c.attribute), `rules.${i}.attribute`);
      const unknown = c.values.find((v) => !attribute.values.has(v));
      if (unknown) throw invalid(M.unknownValue(unknown, attribute.name), `rules.${i}.values`);
    }
  }
}

export type Collections = ReturnType<typeof createCollections>;

export function createCollections(deps: { db: Db; clock: Clock; catalog: CatalogChanged }) {
  const { db, clock, catalog } = deps;

  /** Runs a change in one transaction under a lock on the collection list, then tells the catalogue. */
  async function change<T>(work: (tx: Db) => Promise<T>): Promise<T> {
    const result = await db.transaction(async (tx) => {
      // One writer of the collection list at a time: slugs and the count are read then written.
      await tx.execute(sql`select pg_advisory_xact_lock(726105098)`);
      return work(tx);
    });
    await catalog.changed();
    return result;
  }

  async function valuesOf(tx: Db, body: Body, ownId: string | null) {
    const slug = body.slug ?? collectionSlugOf(body.title);
    if (slug === '') throw invalid(M.slugEmpty, 'slug');
    const owner = await repo.slugOwner(tx, slug);
    if (owner && owner !== ownId)
      throw new AppError('conflict', M.slugTaken(slug), { code: 'collection_slug_taken', field: 'slug' });
    await checkRules(tx, body.rules);
    return { ...body, slug };
  }

  async function mustRead(tx: Db, id: string): Promise<AdminCollection> {
    const collection = await repo.read(tx, id);
    if (!collection) throw notFound();
    return collection;
  }

  async function lock(tx: Db, id: string) {
    if (!isUuid(id)) throw notFound();
    const row = await repo.lock(tx, id);
    if (!row) throw notFound();
    return row;
  }

  return {
    async list(): Promise<AdminCollectionsResponse> {
      return { collections: await repo.list(db) };
    },

    async create(staff: Staff, body: Body): Promise<AdminCollection> {
      return change(async (tx) => {
        if ((await repo.count(tx)) >= COLLECTIONS_MAX) throw invalid(M.tooMany, 'title');
        const id = await repo.insert(tx, await valuesOf(tx, body, null), clock.now());
        const after = await mustRead(tx, id);
        await recordAudit(tx, staff, { action: 'collection.create', targetType: 'collection', targetId: id, after });
        return after;
      });
    },

    async update(staff: Staff, id: string, body: Body): Promise<AdminCollection> {
      return change(async (tx) => {
        await lock(tx, id);
        const before = await mustRead(tx, id);
        await repo.update(tx, id, await valuesOf(tx, body, id), clock.now());
        // A collection turned automatic keeps no hand-picked list.
        if (body.kind === 'automatic') await repo.replaceProducts(tx, id, []);
        const after = await mustRead(tx, id);
        await recordAudit(tx, staff, {
          action: 'collection.update',
          targetType: 'collection',
          targetId: id,
          before,
          after,
        });
        return after;
      });
    },

    async setProducts(staff: Staff, id: string, productIds: readonly string[]): Promise<AdminCollection> {
      return change(async (tx) => {
        const row = await lock(tx, id);
        if (row.kind !== 'manual') throw invalid(M.productsForAutomatic, 'productIds');
        const ids = productIds.map((p) => p.toLowerCase());
        const known = await repo.existingProducts(tx, ids.filter(isUuid));
        const unknown = ids.findIndex((p) => !known.has(p));
        if (unknown >= 0) throw invalid(M.unknownProduct(productIds[unknown] ?? ''), `productIds.${unknown}`);
        const before = await mustRead(tx, id);
        await repo.replaceProducts(tx, id, ids);
        await repo.update(tx, id, { ...toBody(before), slug: before.slug }, clock.now());
        const after = await mustRead(tx, id);
        await recordAudit(tx, staff, {
          action: 'collection.products',
          targetType: 'collection',
          targetId: id,
          before,
          after,
        });
        return after;
      });
    },

    async remove(staff: Staff, id: string): Promise<{ message: string }> {
      return change(async (tx) => {
        await lock(tx, id);
        const before = await mustRead(tx, id);
        await repo.remove(tx, id);
        await recordAudit(tx, staff, { action: 'collection.delete', targetType: 'collection', targetId: id, before });
        return { message: 'Collection deleted' };
      });
    },
  };
}

/** A stored collection as a body (to touch its `updated_at` without changing it). */
function toBody(c: AdminCollection): Body {
  return {
    title: c.title,
    description: c.description,
    titleHi: c.titleHi,
    descriptionHi: c.descriptionHi,
    seoTitle: c.seoTitle,
    seoDescription: c.seoDescription,
    image: c.image,
    kind: c.kind,
    rules: c.rules,
    sort: c.sort,
    visible: c.visible,
    showInNav: c.showInNav,
    navPosition: c.navPosition,
  };
}
