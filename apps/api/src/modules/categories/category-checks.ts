import { CATALOG_CATEGORY_MESSAGES as M, isCategory } from '@vastra/domain/catalog';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { categoryRow } from './categories.repository';

/** A category the shop does not have: 422 `category_unknown` naming it (and the field, when given). */
export const categoryUnknown = (slug: string, field?: string) =>
  new AppError('unprocessable', M.categoryUnknown(slug), {
    code: 'category_unknown',
    ...(field === undefined ? {} : { field }),
  });

/**
 * The one check other modules call (docs/decisions/097-categories.md): whether the shop has the category, read in
 * the caller's transaction when given. Hidden categories exist.
 */
export async function categoryExists(db: Db, slug: string): Promise<boolean> {
  return isCategory(slug) && (await categoryRow(db, slug)) !== null;
}

/** Refuses a category the shop does not have with `category_unknown` on `field` (default `category`). */
export async function requireCategory(db: Db, slug: string, field = 'category'): Promise<void> {
  if (!(await categoryExists(db, slug))) throw categoryUnknown(slug, field);
}
