import { SUMMARY_RANGES, type SummaryRange } from '@vastra/domain/back-office';

/** The URL's `range` parameter; anything else (or none) is today. */
export const RANGE_PARAM = 'range';

export function parseRange(value: string | null): SummaryRange {
  return SUMMARY_RANGES.find((range) => range === value) ?? 'today';
}
