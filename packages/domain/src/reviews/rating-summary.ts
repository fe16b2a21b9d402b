/** The star counts a rating summary is made of, '1' to '5'. */
export const RATING_STARS = ['1', '2', '3', '4', '5'] as const;
export type RatingStar = (typeof RATING_STARS)[number];

/** How many shown reviews gave each number of stars. */
export type RatingDistribution = Record<RatingStar, number>;

/** A product's rating as the storefront shows it: the average (one decimal) and how many reviews it is of. */
export interface Rating {
  average: number;
  count: number;
}

export interface RatingSummary extends Rating {
  distribution: RatingDistribution;
}

/**
 * The average of `count` ratings that add up to `sum`, rounded half up to one decimal (4.25 → 4.3, 4.24 → 4.2);
 * 0 when there are none. Whole numbers only, so no float error decides a half: round(10·sum / count) is
 * floor((20·sum + count) / (2·count)).
 */
export function averageRating(sum: number, count: number): number {
  if (count <= 0) return 0;
  return Math.floor((20 * sum + count) / (2 * count)) / 10;
}

/** The summary of a distribution: the average, the count and the distribution itself, every star present. */
export function summarizeRatings(counts: Partial<RatingDistribution>): RatingSummary {
  const distribution = Object.fromEntries(RATING_STARS.map((star) => [star, counts[star] ?? 0])) as RatingDistribution;
  let count = 0;
  let sum = 0;
  for (const star of RATING_STARS) {
    count += distribution[star];
    sum += distribution[star] * Number(star);
  }
  return { average: averageRating(sum, count), count, distribution };
}
