/** How a shopper says the product fit (API values), in the order the review form offers them. */
export const REVIEW_FITS = ['small', 'true', 'large'] as const;
export type ReviewFit = (typeof REVIEW_FITS)[number];

/** The review form's choice and the back office's words for each fit (docs/decisions/113-review-photos-and-fit.md). */
export const REVIEW_FIT_LABELS: Record<ReviewFit, string> = {
  small: 'Runs small',
  true: 'True to size',
  large: 'Runs large',
};

/** How many shown reviews said each fit. */
export type FitCounts = Record<ReviewFit, number>;

/** Fewest fit votes before the product page says anything about the fit: one or two are an anecdote. */
export const FIT_SUMMARY_MIN_VOTES = 3;

/** The words after "most say", per fit. */
const SAYING: Record<ReviewFit, string> = {
  small: 'it runs small',
  true: 'true to size',
  large: 'it runs large',
};

/**
 * The line beside the size picker, from the shown reviews' fit votes: null below FIT_SUMMARY_MIN_VOTES; the fit with
 * the most votes ("Fit: most say true to size (12 reviews)"); when two or three fits share the most votes, that
 * reviews are split between them rather than a winner picked by order.
 */
export function fitSummary(counts: Partial<FitCounts>): string | null {
  const votes = REVIEW_FITS.map((fit) => ({ fit, n: Math.max(0, Math.trunc(counts[fit] ?? 0)) }));
  const total = votes.reduce((sum, vote) => sum + vote.n, 0);
  if (total < FIT_SUMMARY_MIN_VOTES) return null;
  const most = Math.max(...votes.map((vote) => vote.n));
  const leaders = votes.filter((vote) => vote.n === most);
  const reviews = `(${total} reviews)`;
  const [leader] = leaders;
  if (leader && leaders.length === 1) return `Fit: most say ${SAYING[leader.fit]} ${reviews}`;
  const names = leaders.map((vote) => REVIEW_FIT_LABELS[vote.fit].toLowerCase());
  const list = names.length === 2 ? names.join(' and ') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  return `Fit: reviews are split between ${list} ${reviews}`;
}
