import type { AdminProductRow } from '@vastra/domain/api';
import { ADMIN_PAGE_SIZE_DEFAULT, LOW_STOCK_THRESHOLD, type ProductStatus } from '@vastra/domain/back-office';
import type { Category } from '@vastra/domain/catalog';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { likeContains } from '../../shared/list-query';
import { productCursor, type ProductCursor } from './list-cursor';

/** LIKE matching lives in shared/list-query.ts (the back office's lists share it). */

export interface ProductListFilter {
  q?: string | undefined;
  category?: Category | undefined;
  status?: ProductStatus | undefined;
  stock?: 'out' | 'low' | undefined;
}

export interface ProductListPage {
  items: AdminProductRow[];
  total: number;
  nextCursor: string | null;
}

function conditions(filter: ProductListFilter): SQL {
  const where: SQL[] = [sql`true`];
  if (filter.q) where.push(sql`p.title ilike ${likeContains(filter.q)} escape '\\'`);
  if (filter.category) where.push(sql`p.category = ${filter.category}`);
  if (filter.status) where.push(sql`p.status = ${filter.status}`);
  if (filter.stock === 'out') {
    where.push(sql`exists (select 1 from product_variants x where x.product_id = p.id and x.stock <= 0)`);
  } else if (filter.stock === 'low') {
    where.push(
      sql`exists (select 1 from product_variants x
                   where x.product_id = p.id and x.stock between 1 and ${LOW_STOCK_THRESHOLD})`,
    );
  }
  return sql.join(where, sql` and `);
}

interface ListRow {
  id: string;
  title: string;
  category: Category;
  status: ProductStatus;
  image: string | null;
  updatedAt: string;
  micros: string;
  minPricePaise: number | null;
  maxPricePaise: number | null;
  totalStock: number;
  outOfStockSizes: string[];
  lowStockSizes: string[];
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * One page of the back office's product list, newest-updated first, and how many products match: two
 * statements whatever the page size (the page with its sizes aggregated per row, and the count).
 *
 * At 50,000 products the page wants the order's index and the search a trigram index; the indexes
 * asked for (migration 0008 belongs to the indexes' owner):
 *   CREATE INDEX products_updated_id_idx ON products (updated_at DESC, id DESC);
 *   CREATE EXTENSION IF NOT EXISTS pg_trgm;
 *   CREATE INDEX products_title_trgm_idx ON products USING gin (title gin_trgm_ops);
 * The stock filters probe product_variants' primary key (product_id, size) per product.
 */
export async function listAdminProducts(
  db: Db,
  filter: ProductListFilter,
  page: { cursor?: ProductCursor | undefined; limit?: number | undefined },
): Promise<ProductListPage> {
  const limit = page.limit ?? ADMIN_PAGE_SIZE_DEFAULT;
  const where = conditions(filter);
  const after = page.cursor
    ? sql`and (p.updated_at, p.id)
            < (timestamptz 'epoch' + ${page.cursor.micros}::bigint * interval '1 microsecond', ${page.cursor.id}::uuid)`
    : sql``;
  const [listed, counted] = await Promise.all([
    db.execute(sql`
      select p.id, p.title, p.category, p.status, p.images ->> 0 as image,
             to_char(p.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "updatedAt",
             ((extract(epoch from p.updated_at) * 1000000)::bigint)::text as micros,
             v.min_price as "minPricePaise", v.max_price as "maxPricePaise", v.total_stock as "totalStock",
             v.out_sizes as "outOfStockSizes", v.low_sizes as "lowStockSizes"
        from products p
        left join lateral (
          select min(price_paise)::int as min_price, max(price_paise)::int as max_price,
                 coalesce(sum(stock), 0)::int as total_stock,
                 coalesce(json_agg(size order by position, size) filter (where stock <= 0), '[]'::json) as out_sizes,
                 coalesce(
                   json_agg(size order by position, size) filter (where stock between 1 and ${LOW_STOCK_THRESHOLD}),
                   '[]'::json
                 ) as low_sizes
            from product_variants
           where product_id = p.id
        ) v on true
       where ${where} ${after}
       order by p.updated_at desc, p.id desc
       limit ${limit + 1}`),
    db.execute(sql`select count(*)::int as n from products p where ${where}`),
  ]);
  const rows = rowsOf<ListRow>(listed);
  const more = rows.length > limit;
  const pageRows = more ? rows.slice(0, limit) : rows;
  const last = pageRows[pageRows.length - 1];
  return {
    items: pageRows.map(({ micros: _, ...row }) => ({ ...row, totalStock: Number(row.totalStock) })),
    total: Number(rowsOf<{ n: number }>(counted)[0]?.n ?? 0),
    nextCursor: more && last ? productCursor({ micros: last.micros, id: last.id }) : null,
  };
}
