import { isCategory } from '@vastra/domain/catalog';
import type { SalePrice } from '@vastra/domain/pricing';
import { salePrices } from '../../db/schema';

/** The columns of a sale the catalogue reads (the `sale_prices` table, apps/api/src/db/tables/offers.table.ts). */
export const SALE_COLUMNS = {
  id: salePrices.id,
  targetKind: salePrices.targetKind,
  productId: salePrices.productId,
  size: salePrices.size,
  category: salePrices.category,
  priceType: salePrices.priceType,
  percent: salePrices.percent,
  pricePaise: salePrices.pricePaise,
  startsAt: salePrices.startsAt,
  endsAt: salePrices.endsAt,
  paused: salePrices.paused,
};

export interface SaleRow {
  id: string;
  targetKind: string;
  productId: string | null;
  size: string | null;
  category: string | null;
  priceType: string;
  percent: number | null;
  pricePaise: number | null;
  startsAt: Date;
  endsAt: Date;
  paused: boolean;
}

/** A stored sale as the domain's `SalePrice` (packages/domain/src/pricing/sale-price.ts); null for a malformed row. */
export function toSalePrice(row: SaleRow): SalePrice | null {
  const price: SalePrice['price'] | null =
    row.priceType === 'percent' && row.percent !== null
      ? { type: 'percent', percent: row.percent }
      : row.priceType === 'fixed' && row.pricePaise !== null
        ? { type: 'fixed', pricePaise: row.pricePaise }
        : null;
  let target: SalePrice['target'] | null = null;
  if (row.targetKind === 'category' && row.category !== null && isCategory(row.category))
    target = { kind: 'category', category: row.category };
  else if (row.targetKind === 'product' && row.productId !== null)
    target = { kind: 'product', productId: row.productId };
  else if (row.targetKind === 'size' && row.productId !== null && row.size !== null)
    target = { kind: 'size', productId: row.productId, size: row.size };
  if (!price || !target) return null;
  return { id: row.id, target, price, startsAt: row.startsAt, endsAt: row.endsAt, paused: row.paused };
}

/** The stored sales as the domain's, leaving out any row the domain could not read. */
export const toSalePrices = (rows: readonly SaleRow[]): SalePrice[] =>
  rows.map(toSalePrice).filter((sale): sale is SalePrice => sale !== null);
