/** The words of the lifecycle core's own refusals (a caller that knows better refuses first, in its own words). */
export const LIFECYCLE_MESSAGES = {
  /** A move its machine does not allow, e.g. a refund that settled already asked to settle again. */
  illegalMove: 'This has changed since you opened it. Reload to see where it stands now.',
  notFound: 'Not found',
} as const;
