import { fitSummary } from '@vastra/domain/reviews';
import { useReviewSummary } from '../api/get-review-summary';

/**
 * The fit line beside the size picker ("Fit: most say true to size (12 reviews)",
 * docs/decisions/113-review-photos-and-fit.md), from the review summary the reviews below read too (one request);
 * nothing until there are enough votes.
 */
export default function FitSummary({ productId }: { productId: string }) {
  const summary = useReviewSummary(productId);
  const line = summary.data?.fit ? fitSummary(summary.data.fit) : null;
  if (!line) return null;
  return <p className="text-sm text-ink/80">{line}</p>;
}
