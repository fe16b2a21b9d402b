import { useI18n } from '../../../lib/i18n';
import { useReviewSummary } from '../api/get-review-summary';
import { fitSummaryText } from '../utils/reviews-text';

/**
 * The fit line beside the size picker ("Fit: most say true to size (12 reviews)",
 * docs/decisions/113-review-photos-and-fit.md), from the review summary the reviews below read too (one request);
 * nothing until there are enough votes.
 */
export default function FitSummary({ productId }: { productId: string }) {
  const i18n = useI18n();
  const summary = useReviewSummary(productId);
  const line = summary.data?.fit ? fitSummaryText(i18n, summary.data.fit) : null;
  if (!line) return null;
  return <p className="mt-3 text-sm text-ink/80">{line}</p>;
}
