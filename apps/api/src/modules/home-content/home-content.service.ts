import type { AdminHomeResponse, ProductResponse, SaveHomeBody } from '@vastra/domain/api';
import {
  CATALOG_HOME_MESSAGES as M,
  defaultHomeContent,
  isLiveAt,
  nextHomeBoundary,
  withRailDefaults,
  type HomeContent,
} from '@vastra/domain/catalog';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import type { StaffUser } from '../../plugins/authenticate';
import type { Clock } from '../../shared/clock';
import { recordAudit } from '../audit';
import { categoryExists } from '../categories';
import { collectionExists } from '../collections';
import { deleteHomeRow, readHomeRow, writeHomeRow } from './home-content.repository';

type Staff = Pick<StaffUser, 'id' | 'fullName'>;
type SaveHome = z.output<typeof SaveHomeBody>;

/** What the catalogue offers this module: its products (to check picks), and announcing a committed change. */
export interface HomeCatalog {
  listProducts(): Promise<readonly ProductResponse[]>;
  changed(): Promise<void>;
}

/** The home as saved: its content, its version (0 for the defaults) and when it was saved. */
export interface StoredHome {
  content: HomeContent;
  version: number;
  updatedAt: Date | null;
}

const invalid = (message: string) => new AppError('unprocessable', message, { code: 'home_invalid' });

/**
 * The shop's home: the saved one, or the defaults when none is (docs/decisions/094-home-content.md; a production
 * shop's are without the slides that make claims, docs/decisions/160-production-starts-without-the-seed.md). One
 * statement.
 */
export async function readHome(db: Db, production = false): Promise<StoredHome> {
  const row = await readHomeRow(db);
  return row
    ? { content: withRailDefaults(row.content), version: row.version, updatedAt: row.updatedAt }
    : { content: defaultHomeContent(production), version: 0, updatedAt: null };
}

function toAdmin(home: StoredHome, now: Date): AdminHomeResponse {
  const next = nextHomeBoundary(home.content, now);
  return {
    version: home.version,
    isDefault: home.version === 0,
    updatedAt: home.updatedAt?.toISOString() ?? null,
    now: now.toISOString(),
    nextChangeAt: next?.toISOString() ?? null,
    slides: home.content.slides.map((slide) => ({
      ...slide,
      headlineHi: slide.headlineHi ?? '',
      subTextHi: slide.subTextHi ?? '',
      live: isLiveAt(slide, now),
    })),
    rails: home.content.rails.map((rail) => ({
      ...rail,
      titleHi: rail.titleHi ?? '',
      collection: rail.collection ?? null,
      productIds: [...rail.productIds],
      live: isLiveAt(rail, now),
    })),
  };
}

/** The body as stored: only the fields of the domain's shapes, a rail's category and picks only where they apply. */
function contentOf(body: SaveHome): HomeContent {
  return {
    slides: body.slides.map(({ id, headline, subText, headlineHi, subTextHi, image, link, startsAt, endsAt }) => ({
      id,
      headline,
      subText,
      headlineHi,
      subTextHi,
      image,
      link,
      startsAt,
      endsAt,
    })),
    rails: body.rails.map(
      ({ id, title, titleHi, source, category, collection, productIds, count, startsAt, endsAt }) => ({
        id,
        title,
        titleHi,
        source,
        category: source === 'category' ? category : null,
        collection: source === 'collection' ? (collection?.toLowerCase() ?? null) : null,
        productIds: source === 'handpicked' ? productIds.map((pid) => pid.toLowerCase()) : [],
        count,
        startsAt,
        endsAt,
      }),
    ),
  };
}

/**
 * The owner's home page editor: read, save (over the version read) and reset, each save audited. `production`: the
 * defaults are a production shop's (`readHome`).
 */
export function createHomeContent(deps: { db: Db; clock: Clock; catalog: HomeCatalog; production?: boolean }) {
  const { db, clock, catalog, production = false } = deps;

  async function checkRails(content: HomeContent): Promise<void> {
    for (const rail of content.rails) {
      if (rail.source === 'category' && !(rail.category !== null && (await categoryExists(db, rail.category)))) {
        throw invalid(M.unknownCategory.replace('{category}', rail.category ?? ''));
      }
      if (rail.source === 'collection' && !(rail.collection && (await collectionExists(db, rail.collection)))) {
        throw invalid(M.unknownCollection);
      }
    }
    const picked = content.rails.flatMap((rail) => rail.productIds);
    if (picked.length === 0) return;
    const known = new Set((await catalog.listProducts()).map((product) => product._id.toLowerCase()));
    const unknown = [...new Set(picked.filter((id) => !known.has(id)))];
    if (unknown.length > 0) throw invalid(M.unknownProducts.replace('{ids}', unknown.join(', ')));
  }

  return {
    async get(): Promise<AdminHomeResponse> {
      return toAdmin(await readHome(db, production), clock.now());
    },

    async save(by: Staff, body: SaveHome): Promise<AdminHomeResponse> {
      const content = contentOf(body);
      await checkRails(content);
      const now = clock.now();
      const saved = await db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        const before = await readHomeRow(tx);
        if (!(await writeHomeRow(tx, body.version, content, now))) return false;
        await recordAudit(tx, by, {
          action: 'home.update',
          targetType: 'home_content',
          targetId: null,
          before: before?.content ?? null,
          after: content,
        });
        return true;
      });
      if (!saved) throw new AppError('conflict', M.changedMeanwhile, { code: 'home_changed' });
      await catalog.changed();
      return toAdmin({ content, version: body.version + 1, updatedAt: now }, now);
    },

    async reset(by: Staff): Promise<AdminHomeResponse> {
      await db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        const before = await readHomeRow(tx);
        await deleteHomeRow(tx);
        await recordAudit(tx, by, {
          action: 'home.reset',
          targetType: 'home_content',
          targetId: null,
          before: before?.content ?? null,
          after: null,
        });
      });
      await catalog.changed();
      return toAdmin({ content: defaultHomeContent(production), version: 0, updatedAt: null }, clock.now());
    },
  };
}

export type HomeContentEditor = ReturnType<typeof createHomeContent>;
