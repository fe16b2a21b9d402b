import type {
  AttributesResponse,
  CreateAttributeBody,
  CreateAttributeValueBody,
  UpdateAttributeBody,
  UpdateAttributeValueBody,
} from '@vastra/domain/api';
import {
  CATALOG_ATTRIBUTE_MESSAGES as M,
  ATTRIBUTE_VALUES_MAX,
  ATTRIBUTES_MAX,
  isAttributeSlug,
  SEARCH_PARAMETER_NAMES,
  slugOf,
} from '@vastra/domain/catalog';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { attributes, attributeValues, productAttributeValues } from '../../db/schema';
import { AppError } from '../../errors';
import type { StaffUser } from '../../plugins/authenticate';
import type { Clock } from '../../shared/clock';
import { isUuid } from '../../shared/uuid';
import { recordAudit } from '../audit';
import { notFound, readAttributes, mustRead, reordered, refreshAttributeText } from './attributes.reads';

// The shop's attributes in the back office (docs/decisions/092-attributes.md): every change is one transaction with
// its audit entry; the catalogue is told after the commit (names reach the product answers and the search).

/** What the catalogue offers this module: announce a committed change (its cache and every process's). */
export interface CatalogChanged {
  changed(): Promise<void>;
}

type Staff = Pick<StaffUser, 'id' | 'fullName'>;

const valueNotFound = () => new AppError('not-found', M.valueNotFound);
const invalid = (message: string, field: string) =>
  new AppError('unprocessable', message, { code: 'attribute_invalid', field });

/** The attribute slug of a new name, or the refusal that says why it cannot be one. */
function attributeSlugOf(name: string): string {
  const slug = slugOf(name);
  if (slug === '') throw invalid(M.slugInvalid, 'name');
  if (!isAttributeSlug(slug)) {
    const reserved = SEARCH_PARAMETER_NAMES.find((p) => p.toLowerCase() === slug);
    throw invalid(M.slugReserved(reserved ?? slug), 'name');
  }
  return slug;
}

function valueSlugOf(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
  if (slug === '') throw invalid(M.slugInvalid, 'name');
  return slug;
}

export type Attributes = ReturnType<typeof createAttributes>;

export function createAttributes(deps: { db: Db; clock: Clock; catalog: CatalogChanged }) {
  const { db, clock, catalog } = deps;

  /** Runs a change in one transaction under a lock on the attribute list, then tells the catalogue. */
  async function change<T>(work: (tx: Db) => Promise<T>): Promise<T> {
    const result = await db.transaction(async (tx) => {
      // One writer of the attribute list at a time: positions and slugs are read then written.
      await tx.execute(sql`select pg_advisory_xact_lock(726105092)`);
      return work(tx);
    });
    await catalog.changed();
    return result;
  }

  async function lockAttribute(tx: Db, id: string) {
    if (!isUuid(id)) throw notFound();
    const [row] = await tx.select().from(attributes).where(eq(attributes.id, id));
    if (!row) throw notFound();
    return row;
  }

  async function valuesOf(tx: Db, attributeId: string) {
    return tx
      .select()
      .from(attributeValues)
      .where(eq(attributeValues.attributeId, attributeId))
      .orderBy(asc(attributeValues.position), asc(attributeValues.slug));
  }

  async function renumberValues(tx: Db, list: readonly { id: string; position: number }[]) {
    for (const [position, v] of list.entries()) {
      if (v.position !== position)
        await tx.update(attributeValues).set({ position }).where(eq(attributeValues.id, v.id));
    }
  }

  return {
    async list(): Promise<AttributesResponse> {
      return { attributes: await readAttributes(db) };
    },

    async create(staff: Staff, body: z.output<typeof CreateAttributeBody>) {
      return change(async (tx) => {
        const slug = attributeSlugOf(body.name);
        const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(attributes);
        if (n >= ATTRIBUTES_MAX) throw invalid(M.tooManyAttributes, 'name');
        const [taken] = await tx.select({ id: attributes.id }).from(attributes).where(eq(attributes.slug, slug));
        if (taken) throw invalid(M.slugTaken(slug), 'name');
        const at = clock.now();
        const [row] = await tx
          .insert(attributes)
          .values({
            slug,
            name: body.name,
            nameHi: body.hindiName,
            position: n,
            filter: body.filter,
            createdAt: at,
            updatedAt: at,
          })
          .returning({ id: attributes.id });
        const id = (row as { id: string }).id;
        const seen = new Set<string>();
        for (const [position, name] of body.values.entries()) {
          const valueSlug = valueSlugOf(name);
          if (seen.has(valueSlug)) throw invalid(M.valueTaken(name, body.name), `values.${position}`);
          seen.add(valueSlug);
          await tx.insert(attributeValues).values({ attributeId: id, slug: valueSlug, name, position });
        }
        const after = await mustRead(tx, id);
        await recordAudit(tx, staff, { action: 'attribute.create', targetType: 'attribute', targetId: id, after });
        return after;
      });
    },

    async update(staff: Staff, id: string, body: z.output<typeof UpdateAttributeBody>) {
      return change(async (tx) => {
        await lockAttribute(tx, id);
        const before = await mustRead(tx, id);
        const set: Partial<typeof attributes.$inferInsert> = { updatedAt: clock.now() };
        if (body.name !== undefined) set.name = body.name;
        if (body.hindiName !== undefined) set.nameHi = body.hindiName;
        if (body.filter !== undefined) set.filter = body.filter;
        await tx.update(attributes).set(set).where(eq(attributes.id, id));
        if (body.position !== undefined) {
          const all = await tx
            .select({ id: attributes.id, position: attributes.position })
            .from(attributes)
            .orderBy(asc(attributes.position), asc(attributes.createdAt));
          for (const [position, a] of reordered(all, id, body.position).entries()) {
            if (a.position !== position) await tx.update(attributes).set({ position }).where(eq(attributes.id, a.id));
          }
        }
        if (body.name !== undefined && body.name !== before.name) await refreshAttributeText(tx, id);
        const after = await mustRead(tx, id);
        await recordAudit(tx, staff, {
          action: 'attribute.update',
          targetType: 'attribute',
          targetId: id,
          before,
          after,
        });
        return after;
      });
    },

    async addValue(staff: Staff, id: string, { name, hindiName }: z.output<typeof CreateAttributeValueBody>) {
      return change(async (tx) => {
        const attribute = await lockAttribute(tx, id);
        const values = await valuesOf(tx, id);
        if (values.length >= ATTRIBUTE_VALUES_MAX) throw invalid(M.tooManyValues, 'name');
        const slug = valueSlugOf(name);
        if (values.some((v) => v.slug === slug)) throw invalid(M.valueTaken(name, attribute.name), 'name');
        await tx
          .insert(attributeValues)
          .values({ attributeId: id, slug, name, nameHi: hindiName, position: values.length });
        const after = await mustRead(tx, id);
        await recordAudit(tx, staff, { action: 'attribute.value.add', targetType: 'attribute', targetId: id, after });
        return after;
      });
    },

    async updateValue(staff: Staff, id: string, valueId: string, body: z.output<typeof UpdateAttributeValueBody>) {
      return change(async (tx) => {
        const attribute = await lockAttribute(tx, id);
        const values = await valuesOf(tx, id);
        const value = values.find((v) => v.id === valueId);
        if (!value) throw valueNotFound();
        const before = await mustRead(tx, id);
        const set: Partial<typeof attributeValues.$inferInsert> = {};
        if (body.name !== undefined && body.name !== value.name) {
          const other = values.find((v) => v.id !== valueId && v.name.toLowerCase() === body.name?.toLowerCase());
          if (other) throw invalid(M.valueTaken(body.name, attribute.name), 'name');
          set.name = body.name;
        }
        if (body.hindiName !== undefined && body.hindiName !== value.nameHi) set.nameHi = body.hindiName;
        if (Object.keys(set).length > 0) {
          await tx.update(attributeValues).set(set).where(eq(attributeValues.id, valueId));
          // The search words hold both names (docs/decisions/176-attribute-words-in-hindi.md).
          await refreshAttributeText(tx, id);
        }
        if (body.position !== undefined) await renumberValues(tx, reordered(values, valueId, body.position));
        const after = await mustRead(tx, id);
        await recordAudit(tx, staff, {
          action: 'attribute.value.update',
          targetType: 'attribute',
          targetId: id,
          before,
          after,
        });
        return after;
      });
    },

    async removeValue(staff: Staff, id: string, valueId: string) {
      return change(async (tx) => {
        await lockAttribute(tx, id);
        const values = await valuesOf(tx, id);
        const value = values.find((v) => v.id === valueId);
        if (!value) throw valueNotFound();
        const [{ n } = { n: 0 }] = await tx
          .select({ n: count() })
          .from(productAttributeValues)
          .where(eq(productAttributeValues.valueId, valueId));
        if (n > 0) {
          throw new AppError('conflict', M.valueInUse(value.name, n), { code: 'attribute_value_in_use' });
        }
        const before = await mustRead(tx, id);
        await tx
          .delete(attributeValues)
          .where(and(eq(attributeValues.id, valueId), eq(attributeValues.attributeId, id)));
        await renumberValues(
          tx,
          values.filter((v) => v.id !== valueId),
        );
        const after = await mustRead(tx, id);
        await recordAudit(tx, staff, {
          action: 'attribute.value.remove',
          targetType: 'attribute',
          targetId: id,
          before,
          after,
        });
        return after;
      });
    },
  };
}
