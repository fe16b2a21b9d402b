import { skipToken, useQuery } from '@tanstack/react-query';
import type { SizeGuideResponse } from '@vastra/domain/api';

/**
 * The shop's name for a category, from the size guide's answer (get-size-guide.ts, same key), which the product page
 * asks for after its first paint; nothing is fetched here and no name-making code is loaded, so /product's first
 * JavaScript stays within its budget. Until then, or for a product without sizes (no size guide), the slug.
 */
export function useCategoryName(category: string): string {
  const { data } = useQuery<SizeGuideResponse>({ queryKey: ['size-guide', category], queryFn: skipToken });
  return data?.name || category;
}

/**
 * The same name as a component of its own: when the name arrives, after the page has been taken over, only this text
 * is drawn again, not the page around it.
 */
export function CategoryName({ category }: { category: string }): string {
  return useCategoryName(category);
}
