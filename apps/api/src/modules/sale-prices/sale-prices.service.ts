import type {
  CreateSalePriceBody,
  SalePriceResponse,
  SalePricesQuery,
  SaleState,
  UpdateSalePriceBody,
} from '@vastra/domain/api';
import { PRICING_SALE_MESSAGES as M, PRICING_MESSAGES } from '@vastra/domain/pricing';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import type { StaffUser } from '../../plugins/authenticate';
import type { Clock } from '../../shared/clock';
import { isUuid } from '../../shared/uuid';
import { recordAudit } from '../audit';
import {
  deleteSale,
  insertSale,
  listSales,
  lockSale,
  productFacts,
  updateSale,
  type NewSaleRow,
  type SaleRow,
} from './sale-prices.repository';

/** What the catalogue offers this module: announce a committed change (its cache and every process's). */
export interface CatalogChanged {
  changed(): Promise<void>;
}

type Staff = Pick<StaffUser, 'id' | 'fullName'>;
type NewSale = z.output<typeof CreateSalePriceBody>;
type SaleChange = z.output<typeof UpdateSalePriceBody>;

const notFound = () => new AppError('not-found', M.notFound);
const invalid = (message: string) => new AppError('unprocessable', message, { code: 'sale_invalid' });
const notChangeable = (message: string) => new AppError('conflict', message, { code: 'sale_not_changeable' });

/** Where a sale stands at `now`: over once its end has come, else paused, else not yet started or live. */
export function saleState(row: Pick<SaleRow, 'startsAt' | 'endsAt' | 'paused'>, now: Date): SaleState {
  const time = now.getTime();
  if (time >= row.endsAt.getTime()) return 'ended';
  if (row.paused) return 'paused';
  return time < row.startsAt.getTime() ? 'scheduled' : 'live';
}

function toResponse(row: SaleRow, now: Date): SalePriceResponse {
  const target: SalePriceResponse['target'] =
    row.targetKind === 'size'
      ? { kind: 'size', productId: row.productId ?? '', size: row.size ?? '' }
      : row.targetKind === 'product'
        ? { kind: 'product', productId: row.productId ?? '' }
        : {
            kind: 'category',
            category: row.category as Extract<SalePriceResponse['target'], { kind: 'category' }>['category'],
          };
  const price: SalePriceResponse['price'] =
    row.priceType === 'percent'
      ? { type: 'percent', percent: row.percent ?? 0 }
      : { type: 'fixed', pricePaise: row.pricePaise ?? 0 };
  return {
    id: row.id,
    target,
    price,
    label: row.label,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    paused: row.paused,
    state: saleState(row, now),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The row's columns for a target and a price (the table's CHECKs hold exactly one shape of each). */
function columnsOf(target: NewSale['target'] | null, price: NewSale['price'] | undefined): Partial<NewSaleRow> {
  const columns: Partial<NewSaleRow> = {};
  if (target) {
    columns.targetKind = target.kind;
    columns.productId = target.kind === 'category' ? null : target.productId.toLowerCase();
    columns.size = target.kind === 'size' ? target.size : null;
    columns.category = target.kind === 'category' ? target.category : null;
  }
  if (price) {
    columns.priceType = price.type;
    columns.percent = price.type === 'percent' ? price.percent : null;
    columns.pricePaise = price.type === 'fixed' ? price.pricePaise : null;
  }
  return columns;
}

/**
 * Refuses a sale the catalogue cannot take: an unknown product, a size the product does not have, a fixed price not
 * below the regular price of the size (or of every size, for a product's sale), naming the size. One statement.
 */
async function checkTarget(db: Db, target: NewSale['target'], price: NewSale['price']): Promise<void> {
  if (target.kind === 'category') return;
  const product = isUuid(target.productId) ? await productFacts(db, target.productId.toLowerCase()) : null;
  if (!product) throw invalid(M.productUnknown);
  const sizes = product.variants.map((v) => v.size);
  const priced = target.kind === 'size' ? product.variants.filter((v) => v.size === target.size) : product.variants;
  if (target.kind === 'size' && priced.length === 0) throw invalid(M.sizeUnknown(product.title, target.size, sizes));
  if (price.type !== 'fixed') return;
  const above = priced.find((v) => price.pricePaise >= v.pricePaise);
  if (above) throw invalid(M.fixedNotBelow(product.title, above.size, above.pricePaise));
}

function targetOf(row: SaleRow): NewSale['target'] {
  return toResponse(row, new Date(0)).target;
}

/** The owner's sales: every change in one transaction with its audit entry, then the catalogue is told. */
export function createSalePrices(deps: { db: Db; clock: Clock; catalog: CatalogChanged }) {
  const { db, clock, catalog } = deps;

  async function inTransaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
    const result = await db.transaction((transaction) => work(transaction as unknown as Db));
    await catalog.changed();
    return result;
  }

  async function locked(tx: Db, id: string): Promise<SaleRow> {
    const row = isUuid(id) ? await lockSale(tx, id.toLowerCase()) : undefined;
    if (!row) throw notFound();
    return row;
  }

  return {
    async list(query: SalePricesQuery): Promise<{ sales: SalePriceResponse[] }> {
      const now = clock.now();
      const rows = await listSales(db, {
        ...(query.productId ? { productId: query.productId.toLowerCase() } : {}),
        ...(query.category ? { category: query.category } : {}),
      });
      return { sales: rows.map((row) => toResponse(row, now)) };
    },

    async create(by: Staff, body: NewSale): Promise<SalePriceResponse> {
      await checkTarget(db, body.target, body.price);
      return inTransaction(async (tx) => {
        const row = await insertSale(tx, {
          ...(columnsOf(body.target, body.price) as NewSaleRow),
          label: body.label,
          startsAt: body.startsAt,
          endsAt: body.endsAt,
          paused: body.paused,
          createdBy: by.id,
          createdAt: clock.now(),
          updatedAt: clock.now(),
        });
        const after = toResponse(row, clock.now());
        await recordAudit(tx, by, { action: 'sale.create', targetType: 'sale_price', targetId: row.id, after });
        return after;
      });
    },

    async update(by: Staff, id: string, change: SaleChange): Promise<SalePriceResponse> {
      return inTransaction(async (tx) => {
        const row = await locked(tx, id);
        const startsAt = change.startsAt ?? row.startsAt;
        const endsAt = change.endsAt ?? row.endsAt;
        if (endsAt.getTime() <= startsAt.getTime()) throw new AppError('bad-request', PRICING_MESSAGES.endBeforeStart);
        if (change.price) await checkTarget(tx, targetOf(row), change.price);
        const updated = await updateSale(tx, row.id, {
          ...columnsOf(null, change.price),
          startsAt,
          endsAt,
          ...(change.paused === undefined ? {} : { paused: change.paused }),
          ...(change.label === undefined ? {} : { label: change.label }),
          updatedAt: clock.now(),
        });
        const now = clock.now();
        const [before, after] = [toResponse(row, now), toResponse(updated, now)];
        await recordAudit(tx, by, { action: 'sale.update', targetType: 'sale_price', targetId: row.id, before, after });
        return after;
      });
    },

    async end(by: Staff, id: string): Promise<SalePriceResponse> {
      return inTransaction(async (tx) => {
        const row = await locked(tx, id);
        const now = clock.now();
        if (now.getTime() >= row.endsAt.getTime()) throw notChangeable(M.ended);
        if (now.getTime() <= row.startsAt.getTime()) throw notChangeable(M.notStarted);
        const updated = await updateSale(tx, row.id, { endsAt: now, updatedAt: now });
        const [before, after] = [toResponse(row, now), toResponse(updated, now)];
        await recordAudit(tx, by, { action: 'sale.end', targetType: 'sale_price', targetId: row.id, before, after });
        return after;
      });
    },

    async remove(by: Staff, id: string): Promise<{ id: string; deleted: true }> {
      return inTransaction(async (tx) => {
        const row = await locked(tx, id);
        const now = clock.now();
        if (now.getTime() >= row.startsAt.getTime()) throw notChangeable(M.alreadyStarted);
        await deleteSale(tx, row.id);
        const before = toResponse(row, now);
        await recordAudit(tx, by, { action: 'sale.delete', targetType: 'sale_price', targetId: row.id, before });
        return { id: row.id, deleted: true as const };
      });
    },
  };
}

export type SalePrices = ReturnType<typeof createSalePrices>;
