import { skipToken, useQuery } from '@tanstack/react-query';
import type { SizeGuideResponse } from '@vastra/domain/api';
import { useCategoryNameIn } from '../../../lib/category-names';

/**
 * The shop's name for a category, in the shopper's language (`useCategoryNameIn`): from the shop's configuration,
 * which every page carries (so the server draws it and it shows from the first paint), else from the size guide's
 * answer (get-size-guide.ts, same key; nothing is fetched here), which names a hidden category too; else, for a page
 * kept from before the configuration named categories, the slug.
 */
export function useCategoryName(category: string): string {
  const nameIn = useCategoryNameIn();
  const { data } = useQuery<SizeGuideResponse>({ queryKey: ['size-guide', category], queryFn: skipToken });
  return nameIn(category, data?.name);
}

/**
 * The same name as a component of its own: when the name arrives, after the page has been taken over, only this text
 * is drawn again, not the page around it.
 */
export function CategoryName({ category }: { category: string }): string {
  return useCategoryName(category);
}
