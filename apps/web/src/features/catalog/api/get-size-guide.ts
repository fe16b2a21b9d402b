import { useQuery } from '@tanstack/react-query';
import { callAfterFirstPaint } from '../../../lib/api/call-after-first-paint';

/**
 * GET /api/client/categories/{slug}/size-guide (contract `categorySizeGuide`): the category's chart in cm, asked after
 * the first paint and kept for the visit (docs/decisions/097-categories.md). A failed read shows no button.
 */
export function useSizeGuide(category: string) {
  return useQuery({
    queryKey: ['size-guide', category] as const,
    queryFn: ({ signal }) => callAfterFirstPaint('categorySizeGuide', { params: { slug: category }, signal }),
    staleTime: 10 * 60_000,
    retry: false,
  });
}
