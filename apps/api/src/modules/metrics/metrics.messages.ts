/** The metrics route's answers (modules/metrics). */
export const METRICS_MESSAGES = {
  tokenRequired: 'The metrics need their token: Authorization: Bearer <METRICS_TOKEN>',
} as const;
