import type { CategoryName } from '@vastra/domain/api';
import type { Db } from '../../db/client';
import { keptPerSnapshot } from '../../shared/kept-per-snapshot';
import { listCategoryRows } from './categories.repository';

/**
 * The shown categories' names (and Hindi names) in the shop's order, for GET /api/shop-config (which every
 * storefront page carries):
 * kept until the catalogue's snapshot changes, which every change of a category announces.
 */
export function shownCategoryNames(db: Db, catalog: { epoch(): Promise<object> }): () => Promise<CategoryName[]> {
  return keptPerSnapshot(catalog, async () =>
    (await listCategoryRows(db))
      .filter((row) => !row.hidden)
      .map(({ slug, name, nameHi }) => ({ slug, name, ...(nameHi ? { hindiName: nameHi } : {}) })),
  );
}
