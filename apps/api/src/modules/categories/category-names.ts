import type { CategoryName } from '@vastra/domain/api';
import type { Db } from '../../db/client';
import { listCategoryRows } from './categories.repository';

/**
 * The shown categories' names in the shop's order, for GET /api/shop-config (which every storefront page carries):
 * read again only when the catalogue's snapshot changes, which every change of a category announces.
 */
export function shownCategoryNames(db: Db, catalog: { epoch(): Promise<object> }): () => Promise<CategoryName[]> {
  let held: { epoch: object; names: Promise<CategoryName[]> } | null = null;
  return async () => {
    const epoch = await catalog.epoch();
    if (held?.epoch !== epoch) {
      const names = listCategoryRows(db).then((rows) =>
        rows.filter((row) => !row.hidden).map(({ slug, name }) => ({ slug, name })),
      );
      const made = { epoch, names };
      held = made;
      // A failed read is not kept: the next answer reads again.
      names.catch(() => held === made && (held = null));
    }
    return held.names;
  };
}
