import { useCategoryName } from '../api/use-category-name';

/**
 * The shop's name for `category` (useCategoryName) as a component of its own: when the name arrives, after the page
 * has been taken over, only this text is drawn again, not the page around it.
 */
export function CategoryName({ category }: { category: string }) {
  return useCategoryName(category);
}
